import { useAppStore } from '@pear/shared/store';
import { Button, Dialog } from '@pear/shared/ui';
import { useNavigate } from '@pear/shared/router';

import { useSessionExpiry } from '../hooks/use-session-expiry';

/** Spec §8 "Session expired": not dismissible; "Sign in again" removes the token and goes to /. */
export function SessionExpiryDialog() {
  const expired = useSessionExpiry();
  const signOut = useAppStore((state) => state.signOut);
  const navigate = useNavigate();

  const handleSignInAgain = () => {
    signOut();
    navigate('/');
  };

  return (
    <Dialog
      open={expired}
      onOpenChange={() => undefined}
      dismissible={false}
      title="Session expired"
      description="Your session has expired. Please sign in again to continue."
    >
      <Button onClick={handleSignInAgain}>Sign in again</Button>
    </Dialog>
  );
}
