// Some embedded fonts map glyphs to the wrong characters by a constant code-point offset ("9ffb" for
// "Book"). Such a font's text has almost no common English words, while shifting every character by one
// offset makes it ordinary prose; that offset is then applied to all of the font's text.
// Fonts with too little text of their own (a subset holding only capitals and spaces) take an offset
// another font of the same document needed.
import type { PositionedItem } from './layout.js';
import { FUNCTION_WORDS } from './vocabulary.js';

/** Fewer letters than this is not enough evidence to judge a font by its words. */
const MIN_LETTERS = 30;
/** Letters per word in ordinary English text, spaces excluded. */
const AVERAGE_WORD = 6;
/** Below this share of common words, a font's text is suspicious. */
const READABLE_SHARE = 0.15;
/** A shift must make at least this share of tokens common words… */
const DECODED_SHARE = 0.2;
/** …and beat the text as printed by this margin. */
const MIN_GAIN = 0.15;
/** …made of at least this many different words, not one short word repeated. */
const MIN_DISTINCT_WORDS = 3;
const MAX_SHIFT = 64;
const SAMPLE_CHARS = 4000;
/** Common-word shares this close count as a tie. */
const TIE = 0.02;

export function repairShiftedFonts(items: PositionedItem[]): void {
  const textByFont = new Map<string, string>();
  for (const item of items) textByFont.set(item.fontId, `${textByFont.get(item.fontId) ?? ''} ${item.text}`);

  const shiftByFont = new Map<string, number>();
  const unreadable: [string, string][] = [];
  for (const [fontId, fullText] of textByFont) {
    const text = fullText.slice(0, SAMPLE_CHARS);
    const letters = letterCount(text);
    const printed = commonWordShare(text, letters);
    if (printed >= READABLE_SHARE) continue;
    const best = letters >= MIN_LETTERS ? bestShift(text, letters) : null;
    if (
      best &&
      best.share >= DECODED_SHARE &&
      distinctCommonWords(shift(text, best.offset)) >= MIN_DISTINCT_WORDS &&
      best.share >= printed + MIN_GAIN &&
      best.plausible >= plausibleShare(text)
    ) {
      shiftByFont.set(fontId, best.offset);
    } else {
      unreadable.push([fontId, text]);
    }
  }

  // Fonts with too few words to judge (titles, labels, names) take an offset another font of this document
  // needed, when it turns odd symbols into letters.
  const knownShifts = [...new Set(shiftByFont.values())];
  for (const [fontId, text] of unreadable) {
    const printed = plausibleShare(text);
    const offset = knownShifts.find((candidate) => {
      const decoded = plausibleShare(shift(text, candidate));
      return decoded >= 0.9 && decoded >= printed + 0.1;
    });
    if (offset !== undefined) shiftByFont.set(fontId, offset);
  }

  for (const item of items) {
    const offset = shiftByFont.get(item.fontId);
    if (offset !== undefined) item.text = shift(item.text, offset);
  }
}

/**
 * The offset giving the most common words. Shares are taken over at least a word per AVERAGE_WORD letters
 * printed, so an offset that turns most letters into symbols and leaves a few lucky words does not win;
 * near-ties (an offset and its case-swapped twin) go to the one leaving fewer odd symbols.
 */
function bestShift(text: string, letters: number): { offset: number; share: number; plausible: number } {
  let best = { offset: 0, share: -1, plausible: 0 };
  for (let offset = -MAX_SHIFT; offset <= MAX_SHIFT; offset++) {
    if (offset === 0) continue;
    const decoded = shift(text, offset);
    const share = commonWordShare(decoded, letters);
    if (share < best.share - TIE) continue;
    const plausible = plausibleShare(decoded);
    if (share > best.share + TIE || plausible > best.plausible) {
      best = { offset, share: Math.max(share, best.share), plausible };
    }
  }
  return best;
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Moves ASCII code points by `offset`; characters that would leave printable ASCII stay as they are. */
export function shift(text: string, offset: number): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const moved = code + offset;
    out += code < 0x80 && moved >= 0x20 && moved <= 0x7e ? String.fromCodePoint(moved) : char;
  }
  return out;
}

/** Words of two letters or more: single letters are too easily made by chance. */
function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z]{2,}/g) ?? [];
}

function commonWordShare(text: string, printedLetters: number): number {
  const tokens = wordTokens(text);
  const total = Math.max(tokens.length, printedLetters / AVERAGE_WORD);
  if (total === 0) return 0;
  return tokens.filter((token) => FUNCTION_WORDS.has(token)).length / total;
}

function distinctCommonWords(text: string): number {
  return new Set(wordTokens(text).filter((token) => FUNCTION_WORDS.has(token))).size;
}

/** Share of characters that ordinary text is made of: letters, digits, spaces and usual punctuation. */
function plausibleShare(text: string): number {
  const chars = [...text];
  if (chars.length === 0) return 1;
  return chars.filter((char) => /[\p{L}\p{N}\s.,;:'"!?()\-&/%$@+’“”–—•]/u.test(char)).length / chars.length;
}
