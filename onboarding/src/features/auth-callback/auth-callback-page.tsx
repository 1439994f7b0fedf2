import type { LoginSession } from '@pear/contract';
import { exchangeLoginCode, isApiError } from '@pear/shared/api';
import { useLocation, useNavigate } from '@pear/shared/router';
import { useAppStore } from '@pear/shared/store';
import { PageTitle, Spinner } from '@pear/shared/ui';
import { useEffect } from 'react';

import { clearLoginNonce, readLoginNonce } from '../signin/login-nonce';
import { readAuthCallback, resolveNextRoute } from './resolve-next-route';

// A code works once, but React may run the effect twice for one arrival (StrictMode, a re-render): every run for the
// same code shares the one exchange instead of spending the code again.
const exchanges = new Map<string, Promise<LoginSession>>();
const exchangeOnce = (code: string, nonce: string): Promise<LoginSession> => {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = exchangeLoginCode(code, nonce);
    exchanges.set(code, exchange);
  }
  return exchange;
};

/**
 * /signup/authcallback: trades the one-time code for the session token (with the nonce this tab kept when it started
 * the login), stores the token and e-mail, then routes per spec §4. `replace` drops the code from the address bar and
 * from history. A used, expired or foreign code goes to /signin with a message.
 */
export function AuthCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const setSession = useAppStore((state) => state.setSession);

  useEffect(() => {
    const callback = readAuthCallback(search);
    if (!callback) {
      navigate('/signin', { replace: true });
      return;
    }
    const nonce = readLoginNonce();
    if (!nonce) {
      // This tab started no login: the link came from somewhere else.
      navigate('/signin?error=login_expired', { replace: true });
      return;
    }

    let current = true;
    exchangeOnce(callback.code, nonce).then(
      ({ token, user }) => {
        if (!current) return;
        clearLoginNonce();
        setSession({ token, email: user.email });
        navigate(resolveNextRoute(user.role, callback.isNewUser), { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        clearLoginNonce();
        const refused = isApiError(error) && error.status === 401;
        navigate(`/signin?error=${refused ? 'login_expired' : 'login_failed'}`, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [search, setSession, navigate]);

  return (
    <>
      <PageTitle title="Signing you in" />
      <Spinner label="Signing you in" />
    </>
  );
}
