import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { MAX_PDF_BYTES } from '@pear/shared/domain';
import type { DocumentUpload } from '../hooks/use-document-upload';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { ProgressBar } from '@pear/shared/widgets';
import { PdfUpload } from './pdf-upload';

export type DocumentUploadFormProps = {
  state: DocumentUpload<unknown>;
  /** The file input's label, e.g. "Pitch deck (PDF)". */
  label: ReactNode;
  hint?: ReactNode;
  /** What is being sent, for the progress texts: "pitch deck" → "Uploading pitch deck… 40%", "Parsing your pitch deck…". */
  documentName: string;
  uploadLabel?: string;
  busyLabel?: string;
  /** Spec: the resume's Upload button is disabled until a file is chosen. */
  disableWithoutFile?: boolean;
};

const StyledForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** PDF input, Upload button, upload progress, parsing indicator and error of one document upload. */
export const DocumentUploadForm = ({
  state,
  label,
  hint,
  documentName,
  uploadLabel = 'Upload',
  busyLabel = 'Uploading...',
  disableWithoutFile = false,
}: DocumentUploadFormProps) => {
  const { busy, percent } = state;
  const done = state.status === 'done';

  return (
    <StyledForm>
      <PdfUpload
        label={label}
        hint={hint}
        maxBytes={MAX_PDF_BYTES}
        disabled={busy || done}
        onFileChange={(file) => state.chooseFile(file)}
      />
      <div>
        <Button
          type="button"
          onClick={() => void state.upload()}
          disabled={busy || done || (disableWithoutFile && !state.file)}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : uploadLabel}
        </Button>
      </div>
      {state.status === 'uploading' ? (
        <ProgressBar label={`Uploading ${documentName}`} showLabel value={percent} valueText={`${percent}% uploaded`} />
      ) : null}
      {state.status === 'parsing' ? <Spinner label={`Parsing your ${documentName}…`} showLabel /> : null}
      {state.error ? <ErrorLine>{state.error}</ErrorLine> : null}
    </StyledForm>
  );
};
