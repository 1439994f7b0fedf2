import { DATA_ROOM_LIMITS, type DataRoomCategory, type DataRoomItem } from '@pear/contract';
import { createPendingDataRoomItem, describeCallError, PENDING_ITEM_ERROR } from '@pear/shared/api';
import { TextField } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { CategorySelect, FormDialog, FormFooter, StyledForm } from './form-parts';

export type AddPendingDialogProps = {
  open: boolean;
  onClose: () => void;
  onAdded: (item: DataRoomItem) => void;
};

function PendingForm({ onClose, onAdded }: Omit<AddPendingDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<DataRoomCategory>('Legal Documents');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Give the document a name.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAdded(await createPendingDataRoomItem(name.trim(), category));
    } catch (caught) {
      setError(describeCallError(caught, PENDING_ITEM_ERROR));
      setBusy(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Name"
        value={name}
        maxLength={DATA_ROOM_LIMITS.name}
        onChange={(event) => setName(event.target.value)}
        disabled={busy}
      />
      <CategorySelect value={category} onChange={setCategory} disabled={busy} />
      <FormFooter error={error} busy={busy} submitLabel="Add" onCancel={onClose} />
    </StyledForm>
  );
}

/** "Add pending item": a placeholder (name and category) for a document the founder still owes. */
export function AddPendingDialog({ open, onClose, onAdded }: AddPendingDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add pending item"
      description="A placeholder for a document you still owe; upload its file later from its row."
    >
      <PendingForm onClose={onClose} onAdded={onAdded} />
    </FormDialog>
  );
}
