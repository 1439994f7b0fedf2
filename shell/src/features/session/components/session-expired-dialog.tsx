import { useAppStore } from '@pear/shared/store';
import { Button } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { useNavigate } from '@pear/shared/router';

export type SessionExpiredDialogProps = { open: boolean };

/** Spec §8 "Session expired": not dismissible; "Sign in again" removes the token and goes to /. */
export function SessionExpiredDialog({ open }: SessionExpiredDialogProps) {
  const signOut = useAppStore((state) => state.signOut);
  const navigate = useNavigate();

  const handleSignInAgain = () => {
    signOut();
    navigate('/');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      title="Session expired"
      description="Your session has expired. Please sign in again to continue."
    >
      <Button onClick={handleSignInAgain}>Sign in again</Button>
    </Dialog>
  );
}
