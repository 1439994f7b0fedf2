// The parser's contract with the routes, the VibeScore and the matching engine. The shapes are the HTTP
// contract's (spec §3 "Parsed resume", "Parsed pitch deck"); null = not found in the document.
import type { DeckAnalysis } from '@pear/contract';

export {
  DECK_SECTIONS,
  MAX_PDF_BYTES,
  PDF_TOO_LARGE_MESSAGE,
  type Cofounder,
  type DeckSection,
  type Education as ResumeEducation,
  type Experience as ResumeExperience,
  type ParsedResume,
  type ParsedThesis,
} from '@pear/contract';

/** The deck as parsed: what the API answers and stores (DeckAnalysis), plus its text. */
export type ParsedDeck = DeckAnalysis & {
  /** The deck's readable text (capped), for text similarity in matching; kept out of responses. */
  text: string;
};

/** A PDF the service refuses; `statusCode` is the HTTP status the route answers with. */
export class PdfRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'PdfRejectedError';
  }
}
