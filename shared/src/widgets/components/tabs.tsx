import styled from '@emotion/styled';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  idFor: (kind: 'tab' | 'panel', value: string) => string;
};

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabsContext = (component: string): TabsContextValue => {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
};

export type TabsProps = {
  /** Selected tab (controlled). */
  value?: string;
  /** Initially selected tab (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
  /**
   * Prefix of the tab and panel ids (default: React's useId). Give one where the tabs are prerendered inside a
   * remote: its HTML is rendered outside the shell's tree, so useId there differs from useId in the browser, and a
   * panel opened after hydration would not match the tab that controls it.
   */
  id?: string;
};

/** WAI-ARIA tabs: <Tabs><TabList aria-label=…><Tab value=…/></TabList><TabPanel value=…/></Tabs>. */
export const Tabs = ({ value, defaultValue = '', onValueChange, children, className, id }: TabsProps) => {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const current = value ?? uncontrolledValue;

  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolledValue(next);
      if (next !== current) onValueChange?.(next);
    },
    [value, current, onValueChange],
  );

  const context = useMemo<TabsContextValue>(
    () => ({
      value: current,
      select,
      idFor: (kind, tabValue) => `${baseId}-${kind}-${tabValue.replace(/\s+/g, '-')}`,
    }),
    [current, select, baseId],
  );

  return (
    <TabsContext.Provider value={context}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
};

const StyledTabList = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledTab = styled.button`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export type TabListProps = Omit<ComponentPropsWithoutRef<'div'>, 'role'> & {
  /** Name of the tab list for assistive technology. */
  'aria-label'?: string;
};

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The row of tabs; Left/Right arrows, Home and End move (and select) with wrap-around. */
export const TabList = ({ children, onKeyDown, ...props }: TabListProps) => {
  const { select } = useTabsContext('TabList');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = NEXT_INDEX[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    const nextValue = next.dataset.value;
    if (nextValue !== undefined) select(nextValue);
  };

  return (
    <StyledTabList role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown} {...props}>
      {children}
    </StyledTabList>
  );
};

export type TabProps = {
  value: string;
  children: ReactNode;
  disabled?: boolean;
};

export const Tab = ({ value, children, disabled = false }: TabProps) => {
  const { value: selectedValue, select, idFor } = useTabsContext('Tab');
  const selected = selectedValue === value;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={idFor('tab', value)}
      aria-selected={selected}
      aria-controls={idFor('panel', value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      onClick={() => select(value)}
    >
      {children}
    </StyledTab>
  );
};

export type TabPanelProps = {
  value: string;
  children: ReactNode;
  className?: string;
};

/** The content of one tab; rendered only while its tab is selected. */
export const TabPanel = ({ value, children, className }: TabPanelProps) => {
  const { value: selectedValue, idFor } = useTabsContext('TabPanel');
  const selected = selectedValue === value;
  return (
    <div
      role="tabpanel"
      id={idFor('panel', value)}
      aria-labelledby={idFor('tab', value)}
      tabIndex={0}
      hidden={!selected}
      className={className}
    >
      {selected ? children : null}
    </div>
  );
};
