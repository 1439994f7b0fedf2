import { parseIsNewUser, type Role } from '@pear/shared/domain';

/** Spec §4 sign-up flow: where the auth callback sends a user. */
export function resolveNextRoute(role: Role, isNewUser: boolean): string {
  if (role === 'investor') return isNewUser ? '/signup/investorthesisparse' : '/investors';
  return isNewUser ? '/signup/pitchdeckparse' : '/founders';
}

/**
 * The callback's query: `token` is the one-time login code (traded for the session token by POST), `isNewUser` the
 * spec's flag. Null without a code.
 */
export function readAuthCallback(search: string): { code: string; isNewUser: boolean } | null {
  const params = new URLSearchParams(search);
  const code = params.get('token');
  if (!code) return null;
  return { code, isNewUser: parseIsNewUser(params.get('isNewUser')) };
}
