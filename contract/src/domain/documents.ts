/** PDFs sent for parsing: at most 10 MB (checked in the browser and on the server). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_TOO_LARGE_MESSAGE = 'The PDF is larger than 10 MB. Please upload a smaller file.';

export const DECK_SECTIONS = [
  'problem',
  'solution',
  'market',
  'business_model',
  'traction',
  'team',
  'competition',
  'ask',
] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

/** Every Pear score (PearScore, VibeScore, a programme's fit) runs from 0 to this. */
export const SCORE_MAX = 100;

/** What the VibeScore card says next to the number (spec §4): the label of the first minimum the score reaches. */
export const VIBE_SCORE_LABELS = [
  { min: 90, label: 'Excellent' },
  { min: 75, label: 'Great' },
  { min: 60, label: 'Good' },
  // Below 60 (sic: the spec's wording).
  { min: 0, label: 'Exceptional' },
] as const;
