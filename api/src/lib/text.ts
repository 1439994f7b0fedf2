// Escaping text for the two places the API writes other languages: HTML pages and regular expressions.
// The one home in the API for both. scripts/prerender-compose.mjs keeps its own escapeHtml: it runs as plain
// Node without a build step and cannot import the API's compiled code (README, "One home per runtime").

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value (double- or single-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** Text → a regular expression that matches exactly that text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
