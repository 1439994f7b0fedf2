import { apiClient, apiOptions } from '../api-client';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';
import { normalizeResume } from '../normalizers';
import type { ParsedResume } from '../schemas';

export const PARSE_RESUME_ERROR = 'Failed to parse resume';
const PARSE_TIMEOUT_MS = 120_000;

/** Call 6: POST /dev/founder/new/resume `{ pdf_base64 }` → the parsed profile. */
export const parseResume = async (pdfBase64: string, options: UploadCallOptions = {}): Promise<ParsedResume> => {
  const body = await apiClient
    .post(
      'dev/founder/new/resume',
      apiOptions({
        json: { pdf_base64: pdfBase64 },
        timeout: PARSE_TIMEOUT_MS,
        context: { errorMessage: PARSE_RESUME_ERROR },
        ...uploadTransport(options),
      }),
    )
    .json();
  const profile = normalizeResume(body);
  if (profile === null) throw new Error(PARSE_RESUME_ERROR);
  return profile;
};

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
