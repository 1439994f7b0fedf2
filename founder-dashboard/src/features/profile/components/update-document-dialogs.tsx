import { usePitchdeckUpload, useResumeUpload } from '@pear/shared/api';
import styled from '@emotion/styled';
import { DocumentUploadForm, type DocumentUpload, ParsedDeckResult, ParsedResumeResult } from '@pear/shared/files';
import { Button } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { type ReactNode, useState } from 'react';

const UPLOAD_LABEL = 'Upload & Parse';
const BUSY_LABEL = 'Uploading & Parsing...';

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[6]};
`;

type UploadBodyProps<Result> = {
  state: DocumentUpload<Result>;
  label: string;
  documentName: string;
  renderResult: (result: Result) => ReactNode;
  onClose: () => void;
};

function UploadBody<Result>({ state, label, documentName, renderResult, onClose }: UploadBodyProps<Result>) {
  return (
    <>
      <DocumentUploadForm
        state={state as DocumentUpload<unknown>}
        label={label}
        documentName={documentName}
        uploadLabel={UPLOAD_LABEL}
        busyLabel={BUSY_LABEL}
        disableWithoutFile
      />
      {state.status === 'done' && state.result !== null ? renderResult(state.result) : null}
      <StyledFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </StyledFooter>
    </>
  );
}

function ResumeUpload({ onParsed, onClose }: { onParsed: () => void; onClose: () => void }) {
  const state = useResumeUpload(onParsed);
  return (
    <UploadBody
      state={state}
      label="Resume (PDF, under 10 MB)"
      documentName="resume"
      onClose={onClose}
      renderResult={(profile) => <ParsedResumeResult profile={profile} headingLevel={3} />}
    />
  );
}

function PitchdeckUpload({ onParsed, onClose }: { onParsed: () => void; onClose: () => void }) {
  const state = usePitchdeckUpload(onParsed);
  return (
    <UploadBody
      state={state}
      label="Pitch deck (PDF, up to 10 MB)"
      documentName="pitch deck"
      onClose={onClose}
      renderResult={(analysis) => <ParsedDeckResult analysis={analysis} headingLevel={3} />}
    />
  );
}

type UpdateDialogProps = {
  /** Called after a successful parse, to re-read the profile. */
  onParsed: () => void;
};

/**
 * The header's Update Resume and Update Pitchdeck buttons and their dialogs (spec §2): a PDF, "Upload & Parse"
 * ("Uploading & Parsing..." while busy), the parsed results and Close. A dialog starts afresh each time it opens.
 */
export function UpdateDocumentButtons({ onParsed }: UpdateDialogProps) {
  const [open, setOpen] = useState<'resume' | 'pitchdeck' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen('resume')}>
        Update Resume
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('pitchdeck')}>
        Update Pitchdeck
      </Button>
      <Dialog
        open={open === 'resume'}
        onOpenChange={(next) => setOpen(next ? 'resume' : null)}
        title="Update Resume"
        description="Upload your latest resume; we read it again and refresh your profile."
      >
        <ResumeUpload onParsed={onParsed} onClose={close} />
      </Dialog>
      <Dialog
        open={open === 'pitchdeck'}
        onOpenChange={(next) => setOpen(next ? 'pitchdeck' : null)}
        title="Update Pitchdeck"
        description="Upload your latest pitch deck; we read it again and refresh your startup information."
      >
        <PitchdeckUpload onParsed={onParsed} onClose={close} />
      </Dialog>
    </>
  );
}
