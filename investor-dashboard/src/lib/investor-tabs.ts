/** Spec §2: the five tabs of the investor dashboard, in order. */
export const INVESTOR_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'matches', label: 'Matches' },
  { value: 'deal-flow', label: 'Deal Flow' },
  { value: 'settings', label: 'Settings' },
] as const;

export type InvestorTab = (typeof INVESTOR_TABS)[number]['value'];
