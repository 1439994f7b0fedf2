import { readBody } from '../api-error';
import { apiClient, apiOptions } from '../api-client';
import { normalizeThesis } from '../normalizers';
import type { ParsedThesis } from '../schemas';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

export const PARSE_THESIS_ERROR = 'Failed to upload or parse thesis.';

/**
 * Call 10: POST /api/investor/thesis-parse, multipart with the PDF in field `thesis`. Unlike the original app this
 * sends the bearer token (the API needs to know whose thesis it is) and reads the parsed thesis back (null when the
 * server sent none).
 */
export const parseThesis = async (
  file: Blob,
  fileName = 'thesis.pdf',
  options: UploadCallOptions = {},
): Promise<ParsedThesis | null> => {
  const form = new FormData();
  form.append('thesis', file, file instanceof File ? file.name : fileName);
  const response = await apiClient.post(
    'api/investor/thesis-parse',
    apiOptions({
      body: form,
      timeout: 120_000,
      context: { errorMessage: PARSE_THESIS_ERROR },
      ...uploadTransport(options),
    }),
  );
  return normalizeThesis(await readBody(response));
};
