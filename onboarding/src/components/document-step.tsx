import styled from '@emotion/styled';
import { useNavigate } from '@pear/shared/router';
import { Button } from '@pear/shared/ui';
import { DocumentUploadForm, type DocumentUpload } from '@pear/shared/files';
import type { ReactNode } from 'react';

import { OnboardingPage } from './onboarding-page';

export type DocumentStepProps<Result> = {
  title: string;
  description: ReactNode;
  step: number;
  state: DocumentUpload<Result>;
  label: string;
  hint?: string;
  documentName: string;
  disableWithoutFile?: boolean;
  renderResult: (result: Result) => ReactNode;
  /** Where Next Step goes once the upload is done. */
  nextRoute: string;
};

const StyledNext = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A sign-up upload page (pitch deck, thesis, resume): upload form, parsed results, then Next Step (spec §2, §4). */
export function DocumentStep<Result>({
  state,
  renderResult,
  nextRoute,
  title,
  description,
  step,
  ...form
}: DocumentStepProps<Result>) {
  const navigate = useNavigate();
  return (
    <OnboardingPage title={title} description={description} step={step}>
      <DocumentUploadForm state={state as DocumentUpload<unknown>} {...form} />
      {state.status === 'done' && state.result !== null ? (
        <>
          {renderResult(state.result)}
          <StyledNext>
            <Button size="lg" onClick={() => navigate(nextRoute)}>
              Next Step
            </Button>
          </StyledNext>
        </>
      ) : null}
    </OnboardingPage>
  );
}
