import { MAX_INTEREST_TAGS } from './limits';

/** Values that mean "no data" and are hidden in the UI (spec §2 AI Matching, §5). Compared trimmed, any case. */
export const PLACEHOLDER_VALUES = [
  'Unknown',
  'Unknown Investor',
  'Independent Investor',
  'General Investment',
  'N/A',
  '',
] as const;

const placeholderSet = new Set<string>(PLACEHOLDER_VALUES.map((value) => value.toLowerCase()));

export const isPlaceholder = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  return placeholderSet.has(value.trim().toLowerCase());
};

/** The trimmed value, or null when it is a placeholder (so the caller can hide it). */
export const displayValue = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || isPlaceholder(value)) return null;
  return value.trim();
};

const toInterestList = (interests: unknown): unknown[] => {
  if (typeof interests === 'string') return interests.split(',');
  if (Array.isArray(interests)) return interests;
  if (typeof interests === 'object' && interests !== null && 'Industries' in interests) {
    return toInterestList((interests as { Industries: unknown }).Industries);
  }
  return [];
};

/**
 * An investor's interests as at most 3 tags. Accepts a comma-separated string, an object with `Industries`
 * (string or list) or a list; placeholders and blanks are dropped.
 */
export const firstThreeInterests = (interests: unknown): string[] =>
  toInterestList(interests)
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => !isPlaceholder(item))
    .slice(0, MAX_INTEREST_TAGS);
