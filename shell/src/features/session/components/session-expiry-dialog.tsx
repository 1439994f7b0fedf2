import { lazy } from 'react';

import { DeferredUntilOpen } from '../../../lib/deferred-until-open';
import { useSessionExpiry } from '../hooks/use-session-expiry';

// The dialog (and the UI kit's widgets behind it) loads the first time a session expires, not with the page.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Checks the stored session on every page; the "Session expired" dialog is mounted from its first opening on. */
export function SessionExpiryDialog() {
  const expired = useSessionExpiry();
  return (
    <DeferredUntilOpen open={expired}>
      <SessionExpiredDialog open={expired} />
    </DeferredUntilOpen>
  );
}
