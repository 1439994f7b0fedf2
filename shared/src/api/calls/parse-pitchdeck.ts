import { type DeckAnalysis, endpoints } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';
import { extractAnalysis } from '../normalizers';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

export const PARSE_PITCHDECK_ERROR = 'Failed to upload or parse pitchdeck.';

/**
 * Call 7: POST /dev/founder/new/pitchdeck with the raw PDF (Content-Type application/pdf) → the analysis. The caller
 * stores it (setPitchdeckParsedData).
 */
export const parsePitchdeck = async (file: Blob, options: UploadCallOptions = {}): Promise<DeckAnalysis> => {
  const { analysis } = await callEndpoint(endpoints.parsePitchdeck, {
    body: file,
    headers: { 'Content-Type': 'application/pdf' },
    timeout: 120_000,
    errorMessage: PARSE_PITCHDECK_ERROR,
    // Leniency: spec §7 call 7 reads `analysis` as an object, as a string holding one, or the response itself.
    normalize: extractAnalysis,
    ...uploadTransport(options),
  });
  return analysis;
};
