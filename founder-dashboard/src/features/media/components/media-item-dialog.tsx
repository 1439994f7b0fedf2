import { type CreateMediaItemBody, MEDIA_LIMITS, MEDIA_TYPES } from '@pear/contract';
import { SelectField, StyledForm, StyledFormActions } from '@pear/shared/dashboard';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { type FormEvent, useState } from 'react';

import { type MediaFormErrors, type MediaFormValues, platformPreview, readMediaForm } from '../lib/media-form';

export type MediaItemDialogProps = {
  /** What the dialog is for: null when closed. */
  mode: { kind: 'add'; initial: MediaFormValues } | { kind: 'edit'; initial: MediaFormValues } | null;
  onClose: () => void;
  /** Saves the item; resolves to null once saved, else the message to show (the server's, e.g. a duplicate link). */
  onSubmit: (body: CreateMediaItemBody) => Promise<string | null>;
};

function MediaItemForm({
  initial,
  submitLabel,
  onClose,
  onSubmit,
}: {
  initial: MediaFormValues;
  submitLabel: string;
  onClose: () => void;
  onSubmit: MediaItemDialogProps['onSubmit'];
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MediaFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const platform = platformPreview(values.url);
  const set = (field: keyof MediaFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readMediaForm(values);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setBusy(true);
    setServerError(null);
    const refusal = await onSubmit(read.body);
    if (refusal === null) return; // the dialog closes
    setServerError(refusal);
    setBusy(false);
  };

  return (
    // The contract's messages replace the browser's own checks of type="url".
    <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)}>
      <SelectField label="Type" options={MEDIA_TYPES} value={values.type} onChange={set('type')} disabled={busy} />
      <TextField
        label="Title"
        value={values.title}
        maxLength={MEDIA_LIMITS.title}
        onChange={(event) => set('title')(event.target.value)}
        error={errors.title}
        disabled={busy}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.url}
        maxLength={MEDIA_LIMITS.url}
        onChange={(event) => set('url')(event.target.value)}
        hint={platform ? `Platform: ${platform}` : 'The address of the podcast, article, video or tweet.'}
        error={errors.url}
        disabled={busy}
      />
      <TextField
        label="Thumbnail URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.thumbnailUrl}
        maxLength={MEDIA_LIMITS.url}
        onChange={(event) => set('thumbnailUrl')(event.target.value)}
        hint="An https:// image shown next to the title."
        error={errors.thumbnailUrl}
        disabled={busy}
      />
      {serverError ? <ErrorLine>{serverError}</ErrorLine> : null}
      <StyledFormActions>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}

/** "Add media" and "Edit media": type, title, link (its platform shown as it is typed) and an optional thumbnail. */
export function MediaItemDialog({ mode, onClose, onSubmit }: MediaItemDialogProps) {
  const adding = mode?.kind === 'add';
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={adding ? 'Add media' : 'Edit media'}
      description="A podcast, article, video or tweet about you or your startup. Investors see it on your card."
    >
      {/* Mounted only while open, so each opening starts from its own values. */}
      {mode ? (
        <MediaItemForm
          initial={mode.initial}
          submitLabel={adding ? 'Add' : 'Save'}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Dialog>
  );
}
