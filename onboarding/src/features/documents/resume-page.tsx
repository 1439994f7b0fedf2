import { blobToBase64, describeCallError, PARSE_RESUME_ERROR, parseResume, type ParsedResume } from '@pear/shared/api';
import { decodeTokenPayload } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { useDocumentUpload } from '@pear/shared/ui';

import { DocumentStep } from '../../components/document-step';
import { ParsedFields } from '../../components/parsed-fields';
import { requireToken } from './pitchdeck-page';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

/** Founders go on to their VibeScore; investors have none, so their sign-up ends on their dashboard. */
const useNextRoute = (): string => {
  const token = useAppStore((state) => state.authToken);
  const signupRole = useAppStore((state) => state.signupRole);
  const claimed = token ? decodeTokenPayload(token)?.role : undefined;
  const role = claimed === 'founder' || claimed === 'investor' ? claimed : signupRole;
  return role === 'investor' ? '/investors' : '/signup/vibescore';
};

const joined = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');

/** /signup/fill-missing-info (step 3 of 4): upload the resume; the parsed profile fills in what LinkedIn did not give. */
export function ResumePage() {
  const nextRoute = useNextRoute();
  const state = useDocumentUpload<ParsedResume>({
    upload: async (file, onUploadProgress) => parseResume(await blobToBase64(file), { onUploadProgress }),
    precondition: requireToken(NOT_AUTHENTICATED_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_RESUME_ERROR),
  });

  return (
    <DocumentStep
      title="Upload your resume"
      description="Your resume fills in your experience, education and skills, so investors see the team behind the company."
      step={2}
      state={state}
      label="Resume (PDF, under 10 MB)"
      documentName="resume"
      disableWithoutFile
      renderResult={(profile) => (
        <ParsedFields
          title="What we read from your resume"
          empty="We could not find profile details in this resume."
          fields={[
            { label: 'Name', value: profile.full_name },
            { label: 'E-mail', value: profile.email },
            { label: 'Phone', value: profile.phone },
            { label: 'Location', value: typeof profile.location === 'string' ? profile.location : profile.country_res },
            { label: 'LinkedIn', value: profile.social?.linkedin },
            { label: 'Summary', value: profile.summary },
            {
              label: 'Experience',
              asList: true,
              value: (profile.experience ?? []).map((job) => joined(job.title, job.company, joined(job.from, job.to))),
            },
            {
              label: 'Education',
              value: (profile.education ?? []).map((school) => joined(school.degree, school.school)),
              asList: true,
            },
            { label: 'Skills', value: profile.skills },
          ]}
        />
      )}
      nextRoute={nextRoute}
    />
  );
}
