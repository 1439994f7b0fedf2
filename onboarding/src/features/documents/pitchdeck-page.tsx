import { describeCallError, PARSE_PITCHDECK_ERROR, parsePitchdeck, type PitchdeckAnalysis } from '@pear/shared/api';
import { getAppState, useAppStore } from '@pear/shared/store';
import { useDocumentUpload } from '@pear/shared/ui';

import { DocumentStep } from '../../components/document-step';
import { ParsedDeckResult } from './parsed-deck-result';

export const NO_PITCHDECK_MESSAGE = 'Please select a pitchdeck PDF to upload.';
export const MISSING_TOKEN_MESSAGE = 'Missing authentication token';

export const requireToken = (message: string) => () => (getAppState().authToken ? null : message);

/** /signup/pitchdeckparse (founders, step 2 of 4): upload the deck, see what was read, keep it as pitchdeck_parsed_data. */
export function PitchdeckPage() {
  const setPitchdeckParsedData = useAppStore((state) => state.setPitchdeckParsedData);
  const state = useDocumentUpload<PitchdeckAnalysis>({
    upload: (file, onUploadProgress) => parsePitchdeck(file, { onUploadProgress }),
    noFileMessage: NO_PITCHDECK_MESSAGE,
    precondition: requireToken(MISSING_TOKEN_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_PITCHDECK_ERROR),
    onDone: setPitchdeckParsedData,
  });

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
