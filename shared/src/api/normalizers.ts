/*
 * The only places the client accepts other shapes than @pear/contract's (spec §5, §7). Each one reshapes the raw body
 * into the contract's shape; the contract's schema then parses the result, so anything else is still an error.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leniency (spec §5, §7 call 3): matches come as a plain list or as `{ matches: [...] }`; the contract's is the list. */
export const unwrapMatches = (body: unknown): unknown =>
  isObject(body) && Array.isArray(body.matches) ? body.matches : body;

/** The JSON object between the outermost braces of a text, or null. */
export const extractJsonObject = (text: string): Record<string, unknown> | null => {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * Leniency (spec §7 call 7): the pitch-deck analysis is `analysis` when it is an object; the object inside `analysis`
 * when it is a string holding one (outermost braces); otherwise the response itself (a text body is searched the same
 * way). Returned as the contract's `{ analysis }`.
 */
export const extractAnalysis = (body: unknown): { analysis: unknown } => {
  if (typeof body === 'string') return { analysis: extractJsonObject(body) ?? body };
  if (!isObject(body)) return { analysis: body };
  const { analysis } = body;
  if (isObject(analysis)) return { analysis };
  if (typeof analysis === 'string') return { analysis: extractJsonObject(analysis) ?? body };
  return { analysis: body };
};

const toScore = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Leniency (spec §7 call 8): the VibeScore is `vibe_score`, else `score`, else 0. A body without `vibe_score` (the
 * spec's API, or an older one) has no breakdown either, so the breakdown is optional; when sent, the contract checks it.
 */
export const readVibeScore = (body: unknown): unknown => {
  if (!isObject(body)) return body;
  const { breakdown } = body;
  return {
    vibe_score: toScore(body.vibe_score) ?? toScore(body.score) ?? 0,
    ...(breakdown == null ? {} : { breakdown }),
  };
};
