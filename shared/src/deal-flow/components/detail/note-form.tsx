import { CRM_LIMITS, type DealDetail } from '@pear/contract';
import { addDealNote, SAVE_DEAL_ERROR } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { StackedForm, TextAreaField } from './form-controls';
import { useDealAction } from './use-deal-action';

export type NoteFormProps = { dealId: string; onAdded: (detail: DealDetail) => void };

/** "Add note": a text on the timeline. */
export function NoteForm({ dealId, onAdded }: NoteFormProps) {
  const [text, setText] = useState('');
  const { busy, error, run } = useDealAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await run(() => addDealNote(dealId, text.trim()), SAVE_DEAL_ERROR);
    if (!added) return;
    setText('');
    onAdded(added);
  };

  return (
    <StackedForm onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label="Note"
        required
        maxLength={CRM_LIMITS.noteText}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <div>
        <Button type="submit" disabled={busy || text.trim() === ''}>
          Add note
        </Button>
      </div>
    </StackedForm>
  );
}
