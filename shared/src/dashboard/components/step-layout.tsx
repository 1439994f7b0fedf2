import styled from '@emotion/styled';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '@pear/shared/ui';

const StyledStep = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

/** The muted sentence under a step's heading. */
export const StyledStepLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type StepLayoutProps = { title: ReactNode; children?: ReactNode };

/**
 * One step of a page reached from an e-mailed link (the data room's link, e-mail and code; writing a kudo): a card
 * under a page heading that takes the focus when the step appears, so a screen reader announces where the visitor is.
 */
export const StepLayout = ({ title, children }: StepLayoutProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <StyledStep as="section">
      <StyledHeading ref={headingRef} tabIndex={-1}>
        {title}
      </StyledHeading>
      {children}
    </StyledStep>
  );
};
