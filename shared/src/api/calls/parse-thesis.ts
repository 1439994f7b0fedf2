import { endpoints, type ParsedThesis } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

export const PARSE_THESIS_ERROR = 'Failed to upload or parse thesis.';

/**
 * Call 10: POST /api/investor/thesis-parse, multipart with the PDF in field `thesis`. Unlike the original app this
 * sends the bearer token (the API needs to know whose thesis it is) and reads the parsed thesis back.
 */
export const parseThesis = async (
  file: Blob,
  fileName = 'thesis.pdf',
  options: UploadCallOptions = {},
): Promise<ParsedThesis> => {
  const form = new FormData();
  form.append('thesis', file, file instanceof File ? file.name : fileName);
  const { thesis } = await callEndpoint(endpoints.parseThesis, {
    body: form,
    timeout: 120_000,
    errorMessage: PARSE_THESIS_ERROR,
    ...uploadTransport(options),
  });
  return thesis;
};
