// Regular expressions and small text helpers shared by the resume, deck and thesis parsers.

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;

/**
 * 9 to 15 digits with the usual separators: "+1-123-456-7890", "(909) 555-5555", "607.379.5733". After a country
 * code the first group may be a single digit: "+33 6 55 50 12 34", "+961 1 555 018"; a group may have six digits
 * (British mobiles: "+44 7700 900412", "07700 900412"), the last seven (Pakistani mobiles: "+92 321 5550184"). The
 * country code may sit in parentheses ("(+248) 2 555 147"), and North American numbers keep their "1-" ("1-758-555-0129").
 * An area code in parentheses may come before the rest in one group: "+374 (93) 552147".
 */
const PHONE =
  /(?<![\w/.])\+\d{1,3}[\s.-]?\(\d{1,4}\)[\s.-]?\d{5,8}(?![\w/])|(?<![\w/.])(?:\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}|\(\+\d{1,3}\)[\s.-]?\d{1,4}|(?:\(\d{1,4}\)[\s.-]?)?(?:1[\s.-](?=\d{3}[\s.-]))?\d{2,5})(?:[\s.-]\d{1,6}){0,3}[\s.-]\d{2,7}(?![\w/])/g;

const URL =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|ai|co|dev|app|me|tech|xyz|edu|gov|info|biz|us|uk|de|fr|in|ca|au|ng|so|ly|vc|at|ch|nl|be|es|it|pt|br|mx|se|no|dk|fi|ie|pl|eu|network|energy|finance|capital|ventures|fund|health)(?![a-z0-9-])(?:\/[^\s,;)]*)?/gi;

/** Font Awesome icons resume templates print before a link, by what the link is. */
export const ICONS = {
  linkedin: /[\uf08c\uf0e1]/,
  github: /[\uf09b\uf092\uf113]/,
  website: /[\uf0ac\uf0c1\uf57d]/,
  email: /[\uf0e0\uf003\uf199]/,
  phone: /[\uf095\uf10b\uf098\uf3cd]/,
  location: /[\uf041\uf3c5]/,
  twitter: /[\uf099\uf081]/,
} as const;

/** Typographic hyphens, soft hyphens, private-use icons and odd spaces, made plain. */
export function plain(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/\u00ad/g, '')
    .replace(/[\ue000-\uf8ff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function findEmail(text: string): string | null {
  return text.match(EMAIL)?.[0].replace(/\.$/, '') ?? null;
}

/** Phone numbers, line by line: a number never runs on into the next line's ("+352 621 555 318" over "12, rue …"). */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const match of text.split('\n').flatMap((line) => [...plain(line).matchAll(PHONE)])) {
    const value = match[0].trim();
    const digits = value.replace(/\D/g, '');
    // Year ranges ("2019 - 2023") and dates are not phone numbers; small countries' numbers are seven or eight digits
    // with their country code ("+683 5521" in Niue, "+682 55 214").
    if (digits.length < (value.startsWith('+') ? 7 : 9) || digits.length > 15) continue;
    if (/^(19|20)\d\d\D+(19|20)\d\d$/.test(value)) continue;
    found.push(value);
  }
  return found;
}

export function findUrls(text: string): string[] {
  const urls: string[] = [];
  for (const match of text.matchAll(URL)) {
    const before = text[match.index - 1];
    // The domain of an e-mail address is not a website.
    if (before === '@' || /[\w.-]@[\w.-]*$/.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    urls.push(match[0].replace(/[.,]+$/, ''));
  }
  return urls;
}

/** Lowercase, accents and punctuation dropped, single spaces: for comparing names and headings. */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/**
 * "E X P E R I E N C E" → "EXPERIENCE": letter-spaced headings read as words. Kerning pairs may come out
 * unspaced ("E D U C AT I O N", "S U M M A RY") and word spaces are lost ("EXPERIENCIALABORAL"): a text of
 * five or more pieces, nearly all single letters, is read as one word.
 */
export function collapseLetterSpacing(text: string): string {
  const pieces = text.trim().split(' ');
  const single = pieces.filter((piece) => [...piece].length === 1).length;
  // Kerning may print a pair or three letters together ("S TAT I O N E N").
  const spaced = pieces.length >= 3 && pieces.every((piece) => [...piece].length <= 3) && single >= pieces.length * 0.7;
  return spaced ? pieces.join('') : text;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The first sentences of a text, at most `maxChars` long. */
export function firstSentences(text: string, maxChars = 300): string | null {
  const clean = plain(text);
  if (!clean) return null;
  if (clean.length <= maxChars) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > maxChars) break;
    out += sentence;
  }
  return (out || `${clean.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`).trim();
}
