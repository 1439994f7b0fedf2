import { useAppStore } from '@pear/shared/store';
import { PageTitle, Spinner } from '@pear/shared/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@pear/shared/router';

import { readAuthCallback } from './resolve-next-route';

/**
 * /signup/authcallback: stores the token and e-mail, then routes per spec §4. `replace` drops the
 * token from the address bar and from history.
 */
export function AuthCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const setSession = useAppStore((state) => state.setSession);
  const signupRole = useAppStore((state) => state.signupRole);

  useEffect(() => {
    const callback = readAuthCallback(search, signupRole);
    if (!callback) {
      navigate('/signin', { replace: true });
      return;
    }
    setSession({ token: callback.token, email: callback.email });
    navigate(callback.nextRoute, { replace: true });
  }, [search, signupRole, setSession, navigate]);

  return (
    <>
      <PageTitle title="Signing you in" />
      <Spinner label="Signing you in" />
    </>
  );
}
