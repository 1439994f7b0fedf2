import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@pear/shared/widgets';

/* The frame of the founder and investor dashboards: the page column, the tabs and their panels. */

export const StyledDashboardPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

const StyledDashboardTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** A tab panel with the focus ring it shows when reached with the keyboard. */
export const StyledDashboardPanel = styled(TabPanel)`
  min-width: 0;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.space[1]};
  }
`;

export type DashboardTabsProps<T extends string> = {
  tabs: readonly { value: T; label: string }[];
  value: T;
  /** Only ever one of `tabs`' values. */
  onSelect: (value: T) => void;
  /** The panels (`StyledDashboardPanel`), one a tab. */
  children: ReactNode;
};

/** The dashboard's sections: the tab list ("Dashboard sections") over the panels. */
export function DashboardTabs<T extends string>({ tabs, value, onSelect, children }: DashboardTabsProps<T>) {
  return (
    <StyledDashboardTabs
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((item) => item.value === next);
        if (tab) onSelect(tab.value);
      }}
    >
      <TabList aria-label="Dashboard sections">
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {children}
    </StyledDashboardTabs>
  );
}
