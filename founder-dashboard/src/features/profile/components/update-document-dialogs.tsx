import styled from '@emotion/styled';
import {
  blobToBase64,
  describeCallError,
  PARSE_PITCHDECK_ERROR,
  PARSE_RESUME_ERROR,
  parsePitchdeck,
  parseResume,
  type ParsedResume,
  type PitchdeckAnalysis,
} from '@pear/shared/api';
import { getAppState, useAppStore } from '@pear/shared/store';
import { Button, Dialog, DocumentUploadForm, type DocumentUpload, useDocumentUpload } from '@pear/shared/ui';
import { type ReactNode, useState } from 'react';

import { MISSING_TOKEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from '../hooks/use-founder-profile';
import { ParsedSummary } from './parsed-summary';

const UPLOAD_LABEL = 'Upload & Parse';
const BUSY_LABEL = 'Uploading & Parsing...';

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[6]};
`;

const requireToken = (message: string) => () => (getAppState().authToken ? null : message);

const joined = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');

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
  const state = useDocumentUpload<ParsedResume>({
    upload: async (file, onUploadProgress) => parseResume(await blobToBase64(file), { onUploadProgress }),
    precondition: requireToken(NOT_AUTHENTICATED_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_RESUME_ERROR),
    onDone: onParsed,
  });
  return (
    <UploadBody
      state={state}
      label="Resume (PDF, under 10 MB)"
      documentName="resume"
      onClose={onClose}
      renderResult={(profile) => (
        <ParsedSummary
          title="What we read from your resume"
          empty="We could not find profile details in this resume."
          items={[
            { label: 'Name', value: profile.full_name },
            { label: 'E-mail', value: profile.email },
            { label: 'Phone', value: profile.phone },
            { label: 'Location', value: profile.country_res },
            { label: 'Summary', value: profile.summary },
            {
              label: 'Experience',
              value: (profile.experience ?? []).map((job) => joined(job.title, job.company)).filter(Boolean),
            },
            {
              label: 'Education',
              value: (profile.education ?? []).map((school) => joined(school.degree, school.school)).filter(Boolean),
            },
            { label: 'Skills', value: profile.skills },
          ]}
        />
      )}
    />
  );
}

function PitchdeckUpload({ onParsed, onClose }: { onParsed: () => void; onClose: () => void }) {
  const setPitchdeckParsedData = useAppStore((state) => state.setPitchdeckParsedData);
  const state = useDocumentUpload<PitchdeckAnalysis>({
    upload: (file, onUploadProgress) => parsePitchdeck(file, { onUploadProgress }),
    precondition: requireToken(MISSING_TOKEN_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_PITCHDECK_ERROR),
    onDone: (analysis) => {
      setPitchdeckParsedData(analysis);
      onParsed();
    },
  });
  return (
    <UploadBody
      state={state}
      label="Pitch deck (PDF, up to 10 MB)"
      documentName="pitch deck"
      onClose={onClose}
      renderResult={(analysis) =>
        typeof analysis === 'string' ? (
          <ParsedSummary title="What we read from your deck" empty="" items={[{ label: 'Summary', value: analysis }]} />
        ) : (
          <ParsedSummary
            title="What we read from your deck"
            empty="We could not find company details in this deck."
            items={[
              { label: 'Startup', value: analysis.startupName },
              { label: 'Website', value: analysis.website },
              { label: 'Industry', value: analysis.industry },
              { label: 'Stage', value: analysis.companyStage },
              { label: 'Raising', value: typeof analysis.raisingAmount === 'string' ? analysis.raisingAmount : null },
              { label: 'About', value: analysis.about_company ?? analysis.companyBasics },
              {
                label: 'Traction',
                value: (analysis.tractions ?? []).filter((item): item is string => typeof item === 'string'),
              },
            ]}
          />
        )
      }
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
