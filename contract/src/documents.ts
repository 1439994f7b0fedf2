import * as z from 'zod/mini';

/*
 * What the parsers read out of a resume, a pitch deck and an investor's thesis (spec §3 "Parsed resume", "Parsed
 * pitch deck"). null = not found in the document.
 */

const nullableText = z.nullable(z.string());

export const educationSchema = z.object({
  school: z.string(),
  degree: nullableText,
  major: nullableText,
  /** Graduation date as printed ("May 2021", "2019"). */
  grad: nullableText,
});

export const experienceSchema = z.object({
  company: z.string(),
  title: nullableText,
  from: nullableText,
  to: nullableText,
  achievements: z.array(z.string()),
  skills: z.array(z.string()),
});

/** Spec §3 "Parsed resume". */
export const parsedResumeSchema = z.object({
  full_name: nullableText,
  email: nullableText,
  phone: nullableText,
  /** City / region as printed, when the resume has one. */
  location: nullableText,
  country_res: nullableText,
  social: z.object({
    linkedin: nullableText,
    github: z.optional(nullableText),
    website: z.optional(nullableText),
  }),
  summary: nullableText,
  /** At most 10, in document order, as written. */
  skills: z.array(z.string()),
  education: z.array(educationSchema),
  experience: z.array(experienceSchema),
});

/** The user's profile as stored and returned: the parsed resume plus when it was parsed. */
export const storedResumeSchema = z.object({ ...parsedResumeSchema.shape, parsed_at: z.string() });

export const cofounderSchema = z.object({ name: z.string(), role: nullableText, linkedin: nullableText });

export const deckSectionsSchema = z.object({
  problem: z.boolean(),
  solution: z.boolean(),
  market: z.boolean(),
  business_model: z.boolean(),
  traction: z.boolean(),
  team: z.boolean(),
  competition: z.boolean(),
  ask: z.boolean(),
});

/** Spec §3 "Parsed pitch deck" plus what matching and the VibeScore read; kept as the founder's company summary. */
export const deckAnalysisSchema = z.object({
  startupName: nullableText,
  website: nullableText,
  industry: nullableText,
  /** e.g. "Pre-Seed", "Seed", "Series A", "Angel round". */
  companyStage: nullableText,
  companyAddress: nullableText,
  /** true when the deck asks for money. */
  activeFundraising: z.boolean(),
  /** The ask as printed ("$500K", "150,000"). */
  raisingAmount: nullableText,
  /** The ask in US dollars when it can be read as a number. */
  raisingAmountUsd: z.nullable(z.number()),
  companyBasics: nullableText,
  problemCustomer: nullableText,
  solutionProduct: nullableText,
  marketOpportunity: nullableText,
  businessModel: nullableText,
  vision: nullableText,
  product: nullableText,
  about_company: nullableText,
  cofounders: z.array(cofounderSchema),
  /** Traction figures as printed, each with a short description. */
  tractions: z.array(z.string()),
  socialLinks: z.record(z.string(), z.string()),
  /** Current backers named in the deck (funds, angels, accelerators). */
  investors: z.array(z.string()),
  /** E-mail addresses printed in the deck. */
  emails: z.optional(z.array(z.string())),
  /** Whether the deck has a dedicated slide for each section. */
  sections: deckSectionsSchema,
  pageCount: z.number(),
});

/** An investor's parsed thesis. */
export const thesisSchema = z.object({
  firmName: nullableText,
  industries: z.array(z.string()),
  /** Normalised stage names: "Pre-Seed", "Seed", "Series A", "Series B", "Growth". */
  stages: z.array(z.string()),
  checkSizeMinUsd: z.nullable(z.number()),
  checkSizeMaxUsd: z.nullable(z.number()),
  geographies: z.array(z.string()),
  thesisSummary: nullableText,
});

export const resumeUploadSchema = z.object({
  pdf_base64: z.string({ error: 'pdf_base64 is required' }).check(z.minLength(1, 'pdf_base64 is empty')),
});

export const deckUploadResponseSchema = z.object({ analysis: deckAnalysisSchema });
export const thesisUploadResponseSchema = z.object({ thesis: thesisSchema });

export const vibeScoreComponentSchema = z.object({
  score: z.number(),
  max: z.number(),
  /** One sentence the UI shows under the component. */
  explanation: z.string(),
});

/** GET /dev/me/vibescore: 0–100 with the four components it is made of. */
export const vibeScoreSchema = z.object({
  vibe_score: z.number(),
  breakdown: z.object({
    deck: vibeScoreComponentSchema,
    traction: vibeScoreComponentSchema,
    team: vibeScoreComponentSchema,
    profile: vibeScoreComponentSchema,
  }),
});

export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type ParsedResume = z.infer<typeof parsedResumeSchema>;
export type StoredResume = z.infer<typeof storedResumeSchema>;
export type Cofounder = z.infer<typeof cofounderSchema>;
export type DeckAnalysis = z.infer<typeof deckAnalysisSchema>;
export type ParsedThesis = z.infer<typeof thesisSchema>;
export type VibeScore = z.infer<typeof vibeScoreSchema>;
export type VibeScoreComponent = z.infer<typeof vibeScoreComponentSchema>;
