import {
  DATA_ROOM_FILE_TYPES,
  DATA_ROOM_LIMITS,
  DATA_ROOM_TYPE_MESSAGE,
  type DataRoomCategory,
  type DataRoomItem,
} from '@pear/contract';
import {
  describeCallError,
  UPLOAD_DOCUMENT_ERROR,
  UPLOAD_VERSION_ERROR,
  uploadDataRoomDocument,
  uploadDataRoomVersion,
} from '@pear/shared/api';
import { Spinner } from '@pear/shared/ui';
import { Dialog, ProgressBar } from '@pear/shared/widgets';
import { PdfUpload, useDocumentUpload } from '@pear/shared/files';
import { useState } from 'react';

import { CategorySelect, CheckboxField, FormFooter, StyledForm } from './form-parts';

/** What the file input offers; the API decides by the file's content (and says so with a 415). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx,.pptx';

/** A new document, or a file for an existing item (filling a pending one, or a new version of an uploaded one). */
export type UploadTarget = { kind: 'new' } | { kind: 'file'; item: DataRoomItem };

export type UploadDocumentDialogProps = {
  target: UploadTarget | null;
  onClose: () => void;
  /** The item as the server saved it. */
  onUploaded: (item: DataRoomItem) => void;
};

const wordingOf = (target: UploadTarget): { title: string; description: string } => {
  if (target.kind === 'new') {
    return {
      title: 'Upload document',
      description: 'Restricted documents open only for viewers whose access request you approve.',
    };
  }
  return target.item.status === 'pending'
    ? { title: `Upload file for ${target.item.name}`, description: 'The file fills this pending item.' }
    : {
        title: `Upload new version of ${target.item.name}`,
        description: 'The new file replaces the current one; earlier versions stay in the history.',
      };
};

function UploadForm({ target, onClose, onUploaded }: UploadDocumentDialogProps & { target: UploadTarget }) {
  const [category, setCategory] = useState<DataRoomCategory>('Business Documents');
  const [restricted, setRestricted] = useState(false);
  const upload = useDocumentUpload<DataRoomItem>({
    upload: (file, onUploadProgress) =>
      target.kind === 'new'
        ? uploadDataRoomDocument(file, { category, restricted }, { onUploadProgress })
        : uploadDataRoomVersion(target.item.id, file, { onUploadProgress }),
    noFileMessage: 'Choose a file to upload.',
    // The 413 and 415 messages are written for users: shown as the server sent them.
    describeError: (error) =>
      describeCallError(error, target.kind === 'new' ? UPLOAD_DOCUMENT_ERROR : UPLOAD_VERSION_ERROR),
    onDone: onUploaded,
  });
  const { busy, percent } = upload;

  return (
    <StyledForm onSubmit={upload.submit} aria-busy={busy || undefined}>
      <PdfUpload
        label="File"
        hint={`${DATA_ROOM_FILE_TYPES.join(', ')}; at most ${DATA_ROOM_LIMITS.fileBytes / (1024 * 1024)} MB.`}
        accept={ACCEPT}
        maxBytes={DATA_ROOM_LIMITS.fileBytes}
        typeErrorMessage={DATA_ROOM_TYPE_MESSAGE}
        disabled={busy}
        onFileChange={(file) => upload.chooseFile(file)}
      />
      {target.kind === 'new' ? (
        <>
          <CategorySelect value={category} onChange={setCategory} disabled={busy} />
          <CheckboxField label="Restricted" checked={restricted} onChange={setRestricted} disabled={busy} />
        </>
      ) : null}
      {busy ? (
        <ProgressBar
          label={`Uploading ${upload.file?.name ?? 'the file'}`}
          showLabel
          value={percent}
          valueText={`${percent}% uploaded`}
        />
      ) : null}
      {/* Every byte is sent: the server is checking and storing the file. */}
      {upload.status === 'parsing' ? <Spinner label="Saving the document…" showLabel /> : null}
      <FormFooter error={upload.error} busy={busy} submitLabel={busy ? 'Uploading...' : 'Upload'} onCancel={onClose} />
    </StyledForm>
  );
}

/**
 * "Upload document" (file, category, Restricted) or a file for an existing item, with a progress bar while the bytes
 * go up. The dialog closes once the server has saved the document.
 */
export function UploadDocumentDialog({ target, onClose, onUploaded }: UploadDocumentDialogProps) {
  const wording = target ? wordingOf(target) : null;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={wording?.title}
      description={wording?.description}
    >
      {target ? <UploadForm target={target} onClose={onClose} onUploaded={onUploaded} /> : null}
    </Dialog>
  );
}
