import { useAppStore } from '@pear/shared/store';
import { lazy, Suspense, useState } from 'react';

// The dialog (and the API client behind its submit) loads the first time it opens, not with the page.
const EarlyAccessDialog = lazy(() =>
  import('./early-access-dialog').then((module) => ({ default: module.EarlyAccessDialog })),
);

/** The early-access dialog, mounted from its first opening on (so a half-filled form survives closing it). */
export function DeferredEarlyAccessDialog() {
  const open = useAppStore((state) => state.earlyAccessDialog.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <EarlyAccessDialog />
    </Suspense>
  ) : null;
}
