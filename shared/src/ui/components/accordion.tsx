import styled from '@emotion/styled';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';

type AccordionContextValue = {
  openValue: string | null;
  toggle: (value: string) => void;
};

const AccordionContext = createContext<AccordionContextValue | null>(null);

export type AccordionProps = {
  /** The open item (controlled); null = all closed. */
  value?: string | null;
  /** The initially open item (uncontrolled). */
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  children: ReactNode;
  className?: string;
};

/** At most one item open at a time; activating the open item closes it. */
export const Accordion = ({ value, defaultValue = null, onValueChange, children, className }: AccordionProps) => {
  const [uncontrolledValue, setUncontrolledValue] = useState<string | null>(defaultValue);
  const openValue = value === undefined ? uncontrolledValue : value;

  const toggle = useCallback(
    (itemValue: string) => {
      const next = openValue === itemValue ? null : itemValue;
      if (value === undefined) setUncontrolledValue(next);
      onValueChange?.(next);
    },
    [openValue, value, onValueChange],
  );

  const context = useMemo(() => ({ openValue, toggle }), [openValue, toggle]);

  return (
    <AccordionContext.Provider value={context}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
};

const StyledItem = styled.div`
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledTrigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
  border: 0;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledChevron = styled.span`
  transition: transform ${({ theme }) => theme.durations.normal};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const StyledPanel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[4]}`};
`;

export type AccordionItemProps = {
  value: string;
  /** Content of the header button. */
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export const AccordionItem = ({ value, title, children, headingLevel = 3 }: AccordionItemProps) => {
  const context = useContext(AccordionContext);
  const triggerId = useId();
  const panelId = useId();
  if (!context) throw new Error('<AccordionItem> must be used inside <Accordion>');
  const open = context.openValue === value;

  return (
    <StyledItem>
      <StyledHeading as={`h${headingLevel}`}>
        <StyledTrigger
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => context.toggle(value)}
        >
          <span>{title}</span>
          <StyledChevron aria-hidden="true">▾</StyledChevron>
        </StyledTrigger>
      </StyledHeading>
      <StyledPanel id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
        {open ? children : null}
      </StyledPanel>
    </StyledItem>
  );
};
