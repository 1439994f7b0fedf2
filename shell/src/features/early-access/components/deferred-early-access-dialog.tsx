import { useAppStore } from '@pear/shared/store';
import { lazy } from 'react';

import { DeferredUntilOpen } from '../../../lib/deferred-until-open';

// The dialog (and the API client behind its submit) loads the first time it opens, not with the page.
const EarlyAccessDialog = lazy(() =>
  import('./early-access-dialog').then((module) => ({ default: module.EarlyAccessDialog })),
);

/** The early-access dialog, mounted from its first opening on (so a half-filled form survives closing it). */
export function DeferredEarlyAccessDialog() {
  const open = useAppStore((state) => state.earlyAccessDialog.open);
  return (
    <DeferredUntilOpen open={open}>
      <EarlyAccessDialog />
    </DeferredUntilOpen>
  );
}
