import { useAppStore } from '@pear/shared/store';
import { lazy } from 'react';

import { DeferredUntilOpen } from '../../../lib/deferred-until-open';

// Loads the first time Sign Up is pressed, not with the page.
const RoleDialog = lazy(() => import('./role-dialog').then((module) => ({ default: module.RoleDialog })));

/** The role dialog, mounted from its first opening on. */
export function DeferredRoleDialog() {
  const open = useAppStore((state) => state.roleDialogOpen);
  return (
    <DeferredUntilOpen open={open}>
      <RoleDialog />
    </DeferredUntilOpen>
  );
}
