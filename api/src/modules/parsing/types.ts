// The parser's contract with the routes, the VibeScore and the matching engine.
// Field names follow spec §3 ("Parsed resume", "Parsed pitch deck"); null = not found in the document.

export type ResumeEducation = {
  school: string;
  degree: string | null;
  major: string | null;
  /** Graduation date as printed ("May 2021", "2019"). */
  grad: string | null;
};

export type ResumeExperience = {
  company: string;
  title: string | null;
  from: string | null;
  to: string | null;
  achievements: string[];
  skills: string[];
};

/** Spec §3 "Parsed resume". Stored as users.profile. */
export type ParsedResume = {
  full_name: string | null;
  email: string | null;
  phone: string | null;
  /** City / region as printed, when the resume has one. */
  location: string | null;
  country_res: string | null;
  social: { linkedin: string | null; github?: string | null; website?: string | null };
  summary: string | null;
  /** At most 10, in document order, as written. */
  skills: string[];
  education: ResumeEducation[];
  experience: ResumeExperience[];
};

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

export type Cofounder = { name: string; role: string | null; linkedin: string | null };

/** Spec §3 "Parsed pitch deck" plus what the matching engine and VibeScore need. Stored in companies.fields. */
export type ParsedDeck = {
  startupName: string | null;
  website: string | null;
  industry: string | null;
  /** e.g. "Pre-Seed", "Seed", "Series A", "Angel round". */
  companyStage: string | null;
  companyAddress: string | null;
  /** true when the deck asks for money. */
  activeFundraising: boolean;
  /** The ask as printed ("$500K", "150,000"), null when absent. */
  raisingAmount: string | null;
  /** The ask in US dollars when it can be read as a number. */
  raisingAmountUsd: number | null;
  companyBasics: string | null;
  problemCustomer: string | null;
  solutionProduct: string | null;
  marketOpportunity: string | null;
  businessModel: string | null;
  vision: string | null;
  product: string | null;
  about_company: string | null;
  cofounders: Cofounder[];
  /** Traction figures as printed, each with a short description. */
  tractions: string[];
  socialLinks: Record<string, string>;
  /** Current backers named in the deck (funds, angels, accelerators). */
  investors: string[];
  /** E-mail addresses printed in the deck. */
  emails?: string[];
  /** Whether the deck has a dedicated slide for each section. */
  sections: Record<DeckSection, boolean>;
  pageCount: number;
  /** The deck's readable text (capped), for text similarity in matching. */
  text: string;
};

/** An investor's thesis. Stored on the investor's profile. */
export type ParsedThesis = {
  firmName: string | null;
  industries: string[];
  /** Normalised stage names: "Pre-Seed", "Seed", "Series A", "Series B", "Growth". */
  stages: string[];
  checkSizeMinUsd: number | null;
  checkSizeMaxUsd: number | null;
  geographies: string[];
  thesisSummary: string | null;
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

export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_TOO_LARGE_MESSAGE = 'The PDF is larger than 10 MB. Please upload a smaller file.';
