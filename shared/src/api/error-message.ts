/**
 * The message a server put in an error body: `message`, else `error`, else the fallback. A non-empty string body is
 * used as is (a JSON string body is parsed first).
 */
export const getErrorMessage = (body: unknown, fallback: string): string => {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text === '') return fallback;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) return getErrorMessage(parsed, fallback);
    } catch {
      // plain text
    }
    return text;
  }
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (typeof error === 'string' && error.trim() !== '') return error;
    if (typeof error === 'object' && error !== null) return getErrorMessage(error, fallback);
  }
  return fallback;
};

/**
 * What to show for a failed call: the ApiError's message (the server's, else the call's fallback); the fallback when
 * the API could not be reached; otherwise the error's own message, else "Unknown error" (spec §8).
 */
export const describeCallError = (error: unknown, fallback: string): string => {
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Unknown error';
};
