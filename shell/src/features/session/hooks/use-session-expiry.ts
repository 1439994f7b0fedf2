import { isSessionCheckExempt, isTokenExpired, SESSION_CHECK_INTERVAL_MS } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { useEffect, useState } from 'react';
import { useLocation } from '@pear/shared/router';

/**
 * Spec §4: the stored token is checked locally every 60 s and whenever the window regains focus,
 * on every route except the landing pages. Only a stored (non-null) token can expire: a visitor who
 * never signed in is not told their session expired.
 */
export function useSessionExpiry(): boolean {
  const { pathname } = useLocation();
  const authToken = useAppStore((state) => state.authToken);
  const [expired, setExpired] = useState(false);
  const exempt = isSessionCheckExempt(pathname);

  useEffect(() => {
    if (exempt || authToken === null) {
      setExpired(false);
      return undefined;
    }
    const check = () => setExpired(isTokenExpired(authToken));
    check();
    const interval = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', check);
    };
  }, [authToken, exempt]);

  return expired;
}
