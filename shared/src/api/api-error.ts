import { HTTPError } from 'ky';
import { getErrorMessage } from './error-message';

/** Reads a response body as JSON when possible, else as text (null when empty or unreadable). */
export const readBody = async (response: Response): Promise<unknown> => {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** "status 500: {...}": a response's status and body, for error displays (spec §8 VibeScore). */
export const responseDetails = (status: number, body: unknown): string =>
  `status ${status}: ${typeof body === 'string' ? body : JSON.stringify(body ?? null)}`;

/**
 * Every non-2xx answer from the API client surfaces as this one error type. `message` is the server's `message` or
 * `error`, else the call's own fallback (e.g. "Failed to fetch vibescore").
 */
export class ApiError extends HTTPError {
  readonly status: number;
  readonly body: unknown;

  constructor(error: HTTPError, body: unknown, message: string) {
    super(error.response, error.request, error.options);
    this.name = 'ApiError';
    this.status = error.response.status;
    this.body = body;
    this.message = message;
  }

  /** Response details for error displays: "status 500: {...}". */
  get details(): string {
    return responseDetails(this.status, this.body);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A success status whose body does not match @pear/contract: the call's own message (e.g. "Failed to fetch user
 * data"), with the status and body for details. Never a silent partial.
 */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  get details(): string {
    return responseDetails(this.status, this.body);
  }
}

export const isUnexpectedResponseError = (error: unknown): error is UnexpectedResponseError =>
  error instanceof UnexpectedResponseError;

/** `beforeError` hook: turns ky's HTTPError into an ApiError (fallback message from `context.errorMessage`). */
export const toApiError = async (error: HTTPError): Promise<HTTPError> => {
  if (error instanceof ApiError) return error;
  const body = await readBody(error.response.clone());
  const { errorMessage } = error.options.context;
  const fallback =
    typeof errorMessage === 'string' ? errorMessage : `Request failed with status ${error.response.status}`;
  return new ApiError(error, body, getErrorMessage(body, fallback));
};
