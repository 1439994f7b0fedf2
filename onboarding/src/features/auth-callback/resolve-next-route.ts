import { decodeTokenPayload, isRole, parseIsNewUser, type Role } from '@pear/shared/domain';

/** Spec §4 sign-up flow: where the auth callback sends a user. */
export function resolveNextRoute(role: Role, isNewUser: boolean): string {
  if (role === 'investor') return isNewUser ? '/signup/investorthesisparse' : '/investors';
  return isNewUser ? '/signup/pitchdeckparse' : '/founders';
}

/** Reads what the callback needs from its query string and the app token's claims. */
export function readAuthCallback(search: string, storedRole: Role | null) {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return null;
  const claims = decodeTokenPayload(token) ?? {};
  // The account's role (set by the API at first sign-in) wins over the role chosen in this browser.
  const role: Role = isRole(claims.role) ? claims.role : (storedRole ?? 'founder');
  return {
    token,
    email: typeof claims.email === 'string' ? claims.email : null,
    nextRoute: resolveNextRoute(role, parseIsNewUser(params.get('isNewUser'))),
  };
}
