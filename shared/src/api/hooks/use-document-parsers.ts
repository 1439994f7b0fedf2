// The resume, pitch-deck and thesis uploads with their spec §8 messages, used by the sign-up pages and the
// dashboard's Update Resume / Update Pitchdeck dialogs alike. They live with the calls: @pear/shared/ui knows nothing
// of the API (it takes the contract's types only), so ui never imports api.
import type { DeckAnalysis, ParsedThesis, StoredResume } from '@pear/contract';
import { getAppState, useAppStore } from '@pear/shared/store';
import { useDocumentUpload, type DocumentUpload } from '@pear/shared/files';
import { blobToBase64, PARSE_RESUME_ERROR, parseResume } from '../calls/parse-resume';
import { PARSE_PITCHDECK_ERROR, parsePitchdeck } from '../calls/parse-pitchdeck';
import { PARSE_THESIS_ERROR, parseThesis } from '../calls/parse-thesis';
import { describeCallError } from '../error-message';

export const NO_PITCHDECK_MESSAGE = 'Please select a pitchdeck PDF to upload.';
export const NO_THESIS_MESSAGE = 'Please select a thesis PDF to upload.';
export const MISSING_TOKEN_MESSAGE = 'Missing authentication token';
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

/** A precondition that stops an upload with `message` when no one is signed in. */
export const requireToken = (message: string) => () => (getAppState().authToken ? null : message);

/** The resume upload (sent as base64); "Not authenticated" without a token, "Failed to parse resume" on failure. */
export const useResumeUpload = (onDone?: (profile: StoredResume) => void): DocumentUpload<StoredResume> =>
  useDocumentUpload<StoredResume>({
    upload: async (file, onUploadProgress) => parseResume(await blobToBase64(file), { onUploadProgress }),
    precondition: requireToken(NOT_AUTHENTICATED_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_RESUME_ERROR),
    onDone,
  });

/** The pitch-deck upload (raw PDF); the analysis is kept as pitchdeck_parsed_data. */
export const usePitchdeckUpload = (onDone?: (analysis: DeckAnalysis) => void): DocumentUpload<DeckAnalysis> => {
  const setPitchdeckParsedData = useAppStore((state) => state.setPitchdeckParsedData);
  return useDocumentUpload<DeckAnalysis>({
    upload: (file, onUploadProgress) => parsePitchdeck(file, { onUploadProgress }),
    noFileMessage: NO_PITCHDECK_MESSAGE,
    precondition: requireToken(MISSING_TOKEN_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_PITCHDECK_ERROR),
    onDone: (analysis) => {
      setPitchdeckParsedData(analysis);
      onDone?.(analysis);
    },
  });
};

/** The investor's thesis upload (multipart); "Missing authentication token" without a token. */
export const useThesisUpload = (): DocumentUpload<ParsedThesis> =>
  useDocumentUpload<ParsedThesis>({
    upload: (file, onUploadProgress) => parseThesis(file, file.name, { onUploadProgress }),
    noFileMessage: NO_THESIS_MESSAGE,
    precondition: requireToken(MISSING_TOKEN_MESSAGE),
    describeError: (error) => describeCallError(error, PARSE_THESIS_ERROR),
  });
