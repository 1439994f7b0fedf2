import { Button } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { useState } from 'react';

import { StyledInlineRow } from './list-parts';

export type ConfirmRequest = {
  title: string;
  description: string;
  /** The destructive button's text, e.g. "Delete". */
  confirmLabel: string;
  /** Resolves once the action is done (its own errors are shown by the tab). */
  onConfirm: () => Promise<unknown>;
};

export type ConfirmDialogProps = { request: ConfirmRequest | null; onClose: () => void };

/** Asks before something that cannot be undone (deleting a document or a media item, revoking a link). */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={request?.title}
      description={request?.description}
    >
      <StyledInlineRow>
        <Button
          variant="destructive"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void handleConfirm()}
        >
          {request?.confirmLabel}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </StyledInlineRow>
    </Dialog>
  );
}
