import { createContext, type ReactNode, useContext } from 'react';

/** Spec §2: the six tabs of the founder dashboard, in order. */
export const DASHBOARD_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'matching', label: 'AI Matching' },
  { value: 'data-room', label: 'Data Room' },
  { value: 'applications', label: 'Applications' },
  { value: 'deal-flow', label: 'Deal Flow' },
  { value: 'settings', label: 'Settings' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

// Outside the dashboard (a tab rendered on its own, e.g. in a test) there is nowhere to go: selecting does nothing.
const SelectTabContext = createContext<(tab: DashboardTab) => void>(() => undefined);

/** Lets a tab send the user to another tab (e.g. a match card's "In Deal Flow" to the Deal Flow tab). */
export function DashboardTabSelector({
  onSelect,
  children,
}: {
  onSelect: (tab: DashboardTab) => void;
  children: ReactNode;
}) {
  return <SelectTabContext.Provider value={onSelect}>{children}</SelectTabContext.Provider>;
}

/** Selects a dashboard tab, from inside any tab. */
export const useSelectDashboardTab = () => useContext(SelectTabContext);
