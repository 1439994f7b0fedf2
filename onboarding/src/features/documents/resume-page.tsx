import { useResumeUpload } from '@pear/shared/api';
import { decodeTokenPayload } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { ParsedResumeResult } from '@pear/shared/files';

import { DocumentStep } from '../../components/document-step';

/** Founders go on to their VibeScore; investors have none, so their sign-up ends on their dashboard. */
const useNextRoute = (): string => {
  const token = useAppStore((state) => state.authToken);
  const signupRole = useAppStore((state) => state.signupRole);
  const claimed = token ? decodeTokenPayload(token)?.role : undefined;
  const role = claimed === 'founder' || claimed === 'investor' ? claimed : signupRole;
  return role === 'investor' ? '/investors' : '/signup/vibescore';
};

/** /signup/fill-missing-info (step 3 of 4): upload the resume; the parsed profile fills in what LinkedIn did not give. */
export function ResumePage() {
  const nextRoute = useNextRoute();
  const state = useResumeUpload();

  return (
    <DocumentStep
      title="Upload your resume"
      description="Your resume fills in your experience, education and skills, so investors see the team behind the company."
      step={2}
      state={state}
      label="Resume (PDF, under 10 MB)"
      documentName="resume"
      disableWithoutFile
      renderResult={(profile) => <ParsedResumeResult profile={profile} />}
      nextRoute={nextRoute}
    />
  );
}
