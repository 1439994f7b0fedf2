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
