import type { FindMatchResult, InvestorMatchRecord, ParsedThesis, ResumeProfile, VibeScoreResult } from './schemas';
import {
  findMatchResultSchema,
  investorMatchRecordSchema,
  pitchdeckAnalysisSchema,
  resumeProfileSchema,
  thesisSchema,
} from './schemas';
import type { PitchdeckAnalysis } from './schemas';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseList = <T>(items: unknown[], parse: (item: unknown) => { success: true; data: T } | { success: false }) =>
  items.flatMap((item) => {
    const result = parse(item);
    return result.success ? [result.data] : [];
  });

/**
 * Matches come as a plain list or as `{ matches: [...] }` (spec §5). Returns null for any other shape; elements that
 * are not objects are dropped.
 */
export const normalizeMatches = (body: unknown): InvestorMatchRecord[] | null => {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.matches) ? body.matches : null;
  return list === null ? null : parseList(list, (item) => investorMatchRecordSchema.safeParse(item));
};

/** The `results` list of find-matches, or null when the body has none (spec §5). */
export const normalizeFindMatches = (body: unknown): FindMatchResult[] | null =>
  isObject(body) && Array.isArray(body.results)
    ? parseList(body.results, (item) => findMatchResultSchema.safeParse(item))
    : null;

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
 * The pitch-deck analysis (spec §7 call 7): `analysis` when it is an object; the object inside `analysis` when it is
 * a string holding one (outermost braces); otherwise the response itself. A text body is searched the same way.
 */
export const extractAnalysis = (body: unknown): unknown => {
  if (typeof body === 'string') return extractJsonObject(body) ?? body;
  if (!isObject(body)) return body;
  const { analysis } = body;
  if (isObject(analysis)) return analysis;
  if (typeof analysis === 'string') return extractJsonObject(analysis) ?? body;
  return body;
};

/** extractAnalysis, typed: an object (lenient pitch-deck shape) or the raw text; null for anything else. */
export const toPitchdeckAnalysis = (body: unknown): PitchdeckAnalysis | null => {
  const analysis = extractAnalysis(body);
  if (typeof analysis === 'string') return analysis;
  return isObject(analysis) ? pitchdeckAnalysisSchema.parse(analysis) : null;
};

const toScore = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** VibeScore (spec §7 call 8): `vibe_score`, else `score`, else 0; plus `breakdown` when the server sends one. */
export const readVibeScore = (body: unknown): VibeScoreResult => {
  if (!isObject(body)) return { score: 0 };
  const score = toScore(body.vibe_score) ?? toScore(body.score) ?? 0;
  return isObject(body.breakdown) ? { score, breakdown: body.breakdown } : { score };
};

/** A parsed resume: the profile object itself, or the `profile` inside the body. Null when there is no object. */
export const normalizeResume = (body: unknown): ResumeProfile | null => {
  if (!isObject(body)) return null;
  const profile = isObject(body.profile) && !('full_name' in body) ? body.profile : body;
  return resumeProfileSchema.parse(profile);
};

/** The thesis in a thesis-parse response (`{ thesis }` or the thesis itself); null when there is none. */
export const normalizeThesis = (body: unknown): ParsedThesis | null => {
  if (!isObject(body)) return null;
  const thesis = isObject(body.thesis) ? body.thesis : body;
  return thesisSchema.parse(thesis);
};
