import * as z from 'zod/mini';

/*
 * Wire shapes of the API responses (spec §3, §7). The server is untrusted: every schema is lenient — unknown keys are
 * kept, a field with the wrong type becomes `undefined` instead of failing the whole response, numbers given where
 * text is expected are turned into text. Written with zod/mini, the tree-shakeable functional build of zod 4.
 */

/** `schema`, also accepting null / undefined; any value it rejects becomes `undefined`. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined);

const text = z.catch(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
    z.nullish(z.string()),
  ),
  undefined,
);

const numeric = z.catch(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    z.nullish(z.number()),
  ),
  undefined,
);

const textList = lenient(
  z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]) => items.filter((item): item is string => typeof item === 'string')),
  ),
);

const unknownList = lenient(z.array(z.unknown()));

/** A list keeping only the elements that match the schema. */
const listOf = <T extends z.ZodMiniType>(schema: T) =>
  lenient(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items: unknown[]) =>
        items.flatMap((item): z.output<T>[] => {
          const result = z.safeParse(schema, item);
          return result.success ? [result.data] : [];
        }),
      ),
    ),
  );
const record = lenient(z.record(z.string(), z.unknown()));

export const educationSchema = z.looseObject({ school: text, degree: text, major: text, grad: text });

export const experienceSchema = z.looseObject({
  company: text,
  title: text,
  from: text,
  to: text,
  achievements: textList,
  skills: textList,
});

/** A parsed resume / the user's profile (spec §3 "Parsed resume"). */
export const resumeProfileSchema = z.looseObject({
  full_name: text,
  email: text,
  phone: text,
  country_res: text,
  nationality: text,
  social: lenient(z.looseObject({ linkedin: text })),
  summary: text,
  skills: textList,
  education: listOf(educationSchema),
  experience: listOf(experienceSchema),
});

export const cofounderSchema = z.union([z.string(), z.looseObject({ name: text, role: text, linkedin: text })]);

/** A parsed pitch deck: free-form, these keys may be present (spec §3 "Parsed pitch deck"). */
export const pitchdeckAnalysisSchema = z.looseObject({
  startupName: text,
  website: text,
  industry: text,
  companyStage: text,
  companyAddress: text,
  activeFundraising: text,
  companyBasics: text,
  problemCustomer: text,
  solutionProduct: text,
  marketOpportunity: text,
  vision: text,
  businessModel: text,
  product: text,
  about_company: text,
  cofounders: listOf(cofounderSchema),
  tractions: unknownList,
  socialLinks: lenient(z.record(z.string(), z.string())),
});

/** An investor's parsed thesis (POST /api/investor/thesis-parse → `{ thesis }`). */
export const thesisSchema = z.looseObject({
  firmName: text,
  industries: textList,
  stages: textList,
  checkSizeMinUsd: numeric,
  checkSizeMaxUsd: numeric,
  geographies: textList,
  thesisSummary: text,
});

export const userRecordSchema = z.looseObject({
  name: text,
  email: text,
  avatar: text,
  profile: lenient(resumeProfileSchema),
});

export const founderRecordSchema = z.looseObject({
  'Title/Position': text,
  Location: text,
  'LinkedIn Url': text,
  Background: text,
  Industry: text,
  vibe_score: numeric,
  About_company: text,
  website: text,
  'Current Company/College': text,
  Stage: text,
});

export const companyRecordSchema = z.looseObject({
  company_name: text,
  about_company: text,
  website: text,
  summary: lenient(pitchdeckAnalysisSchema),
});

/** GET /dev/me/get-info (spec §7 call 2). */
export const getInfoResponseSchema = z.looseObject({
  user: lenient(userRecordSchema),
  founder: lenient(founderRecordSchema),
  company: lenient(companyRecordSchema),
});

export const receivedKudoSchema = z.looseObject({
  name: text,
  type: lenient(z.enum(['kudo', 'intro'])),
  connection: text,
});

/** One element of GET /dev/me/matches (spec §3 "Investor match (matches endpoint)"). */
export const investorMatchRecordSchema = z.looseObject({
  user_id: lenient(z.union([z.string(), z.number()])),
  full_name: text,
  name: text,
  company: lenient(z.union([z.string(), z.looseObject({ name: text })])),
  profile_image: text,
  photo: text,
  pear_score: numeric,
  Industry: z.optional(z.unknown()),
  industries: z.optional(z.unknown()),
  stages: z.optional(z.unknown()),
  analysis: text,
  receivedKudos: listOf(receivedKudoSchema),
  commonConnections: unknownList,
  previousInvestments: unknownList,
  Contact: text,
  email: text,
  meeting_link: text,
  job_title: text,
});

/** One element of POST /dev/me/find-matches `results` (spec §3 "Match from find-matches"). */
export const findMatchResultSchema = z.looseObject({
  InvestorName: text,
  InvestorCompany: text,
  InvestorTitle: text,
  /** Comma-separated string or `{ Industries }` — see `firstThreeInterests`. */
  InvestorInterests: z.optional(z.unknown()),
  Reason: text,
  MatchScore: numeric,
  InvestorEmail: text,
  InvestorLinkedin: text,
});

export const vibeScoreBreakdownSchema = record;

export type ResumeProfile = z.infer<typeof resumeProfileSchema>;
export type ParsedResume = ResumeProfile;
export type EducationRecord = z.infer<typeof educationSchema>;
export type ExperienceRecord = z.infer<typeof experienceSchema>;
export type CofounderRecord = z.infer<typeof cofounderSchema>;
export type ParsedPitchdeck = z.infer<typeof pitchdeckAnalysisSchema>;
export type ParsedThesis = z.infer<typeof thesisSchema>;
export type UserRecord = z.infer<typeof userRecordSchema>;
export type FounderRecord = z.infer<typeof founderRecordSchema>;
export type CompanyRecord = z.infer<typeof companyRecordSchema>;
export type GetInfoResponse = z.infer<typeof getInfoResponseSchema>;
export type ReceivedKudo = z.infer<typeof receivedKudoSchema>;
export type InvestorMatchRecord = z.infer<typeof investorMatchRecordSchema>;
export type FindMatchResult = z.infer<typeof findMatchResultSchema>;

/** What the pitch-deck call yields: the analysis object, or the raw text when no object could be found. */
export type PitchdeckAnalysis = ParsedPitchdeck | string;

export type VibeScoreResult = {
  score: number;
  breakdown?: Record<string, unknown>;
};

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };
export type ChatAssistantResponse = { success: boolean; response: string };

/** Error object of the backend-as-a-service REST insert, as supabase-js reports it. */
export type BaasError = {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
};

export type InsertResult = {
  error: BaasError | null;
  status: number;
};
