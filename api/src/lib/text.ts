// Escaping text for the two places the API writes other languages (HTML pages and regular expressions), and
// well-formedness of text that goes into the database. The one home in the API for these. scripts/prerender-compose.mjs keeps its own escapeHtml: it runs as plain
// Node without a build step and cannot import the API's compiled code (README, "One home per runtime").

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value (double- or single-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** Items in a sentence: "A", "A and B", "A, B and C" (or "A, B or C"); "" for none. */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** Text → a regular expression that matches exactly that text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/*
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate cannot be encoded as UTF-8: either makes a query
 * fail. Request input is refused when it has them (plugins/contract.ts); text we extract ourselves (parsed PDFs) is
 * repaired with toWellFormed instead. Hand-written rather than String#isWellFormed, which ES2023 typings lack.
 */

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored as it is, or undefined when it can. */
export type IllFormedText = 'nul' | 'lone-surrogate';

export function hasIllFormedText(text: string): IllFormedText | undefined {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate';
  return undefined;
}

/** `text` without NUL characters, each lone surrogate replaced by U+FFFD (as String#toWellFormed does). */
export function toWellFormed(text: string): string {
  if (!hasIllFormedText(text)) return text;
  return text.replaceAll(NUL, '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}
