import { apiClient, apiOptions } from '../api-client';

export const PARSE_THESIS_ERROR = 'Failed to upload or parse thesis.';

/**
 * Call 10: POST /api/investor/thesis-parse, multipart with the PDF in field `thesis`. Unlike the original app this
 * sends the bearer token (the API needs to know whose thesis it is). The response body is not read.
 */
export const parseThesis = async (file: Blob, fileName = 'thesis.pdf'): Promise<void> => {
  const form = new FormData();
  form.append('thesis', file, file instanceof File ? file.name : fileName);
  await apiClient.post(
    'api/investor/thesis-parse',
    apiOptions({ body: form, timeout: 120_000, context: { errorMessage: PARSE_THESIS_ERROR } }),
  );
};
