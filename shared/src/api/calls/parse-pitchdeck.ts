import { readBody } from '../api-error';
import { apiClient, apiOptions } from '../api-client';
import { toPitchdeckAnalysis } from '../normalizers';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';
import type { PitchdeckAnalysis } from '../schemas';

export const PARSE_PITCHDECK_ERROR = 'Failed to upload or parse pitchdeck.';

/**
 * Call 7: POST /dev/founder/new/pitchdeck with the raw PDF (Content-Type application/pdf) → the analysis: an object,
 * the object inside a string analysis, or the response itself. The caller stores it (setPitchdeckParsedData).
 */
export const parsePitchdeck = async (file: Blob, options: UploadCallOptions = {}): Promise<PitchdeckAnalysis> => {
  const response = await apiClient.post(
    'dev/founder/new/pitchdeck',
    apiOptions({
      body: file,
      headers: { 'Content-Type': 'application/pdf' },
      timeout: 120_000,
      context: { errorMessage: PARSE_PITCHDECK_ERROR },
      ...uploadTransport(options),
    }),
  );
  const analysis = toPitchdeckAnalysis(await readBody(response));
  if (analysis === null) throw new Error(PARSE_PITCHDECK_ERROR);
  return analysis;
};
