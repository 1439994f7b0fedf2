import { usePitchdeckUpload } from '@pear/shared/api';
import { ParsedDeckResult } from '@pear/shared/files';

import { DocumentStep } from '../../components/document-step';

/** /signup/pitchdeckparse (founders, step 2 of 4): upload the deck, see what was read, keep it as pitchdeck_parsed_data. */
export function PitchdeckPage() {
  const state = usePitchdeckUpload();
  return (
    <DocumentStep
      title="Upload your pitch deck"
      description="We read your deck to build your company profile and find investors who back companies like yours."
      step={1}
      state={state}
      label="Pitch deck (PDF, up to 10 MB)"
      documentName="pitch deck"
      renderResult={(analysis) => <ParsedDeckResult analysis={analysis} />}
      nextRoute="/signup/fill-missing-info"
    />
  );
}
