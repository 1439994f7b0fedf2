import { isSignedIn, sessionRole } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';

export type HeaderLink = { to: string; label: string };

const FOUNDERS: HeaderLink = { to: '/founders', label: 'Founders' };
const INVESTORS: HeaderLink = { to: '/investors', label: 'Investors' };

/**
 * The header's link to "your dashboard": Investors (/investors) for a signed-in investor, otherwise Founders
 * (/founders), as the spec's menus list it. The role is the token's `role` claim, else the stored `signup_role`.
 */
export function useDashboardHome(): HeaderLink {
  const investor = useAppStore(
    (state) => isSignedIn(state.authToken) && sessionRole(state.authToken, state.signupRole) === 'investor',
  );
  return investor ? INVESTORS : FOUNDERS;
}
