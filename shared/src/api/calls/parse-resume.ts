import { endpoints, type StoredResume } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

export const PARSE_RESUME_ERROR = 'Failed to parse resume';
const PARSE_TIMEOUT_MS = 120_000;

/** Call 6: POST /dev/founder/new/resume `{ pdf_base64 }` → the parsed profile, as stored. */
export const parseResume = (pdfBase64: string, options: UploadCallOptions = {}): Promise<StoredResume> =>
  callEndpoint(endpoints.parseResume, {
    json: { pdf_base64: pdfBase64 },
    timeout: PARSE_TIMEOUT_MS,
    errorMessage: PARSE_RESUME_ERROR,
    ...uploadTransport(options),
  });

/** The file's bytes as base64 (no `data:` prefix), for parseResume. */
export const blobToBase64 = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
};
