/**
 * An http(s) address for a link from what a founder or the API typed ("acme.io", "https://…"); null for anything
 * else (javascript:, mailto:, blanks), so untrusted text never becomes a script link.
 */
export const externalUrl = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
