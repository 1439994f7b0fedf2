import * as z from 'zod/mini';
import { isoDateSchema } from './crm.js';

/*
 * Applications (issue 15): a catalogue of real accelerator, incubator, competition and grant programmes shipped with
 * Pear, ranked for the founder with the reason, and Auto Apply — answers to a programme's application questions
 * drafted from the founder's own deck, resume, profile edits and CRM, never invented: a question the founder's data
 * cannot answer is marked "needs your input". The founder edits the answers, exports them, and tracks the status.
 */

export const PROGRAMME_TYPES = ['Accelerator', 'Incubator', 'Competition', 'Grant'] as const;
export type ProgrammeType = (typeof PROGRAMME_TYPES)[number];

/**
 * How a programme's deadlines work: one fixed date a year (a competition), batches with a deadline per cycle, or
 * applications read as they arrive.
 */
export const DEADLINE_KINDS = ['fixed', 'cycle', 'rolling'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Spec §2 Applications status, in the order an application moves through them. */
export const APPLICATION_STATUSES = ['drafting', 'submitted', 'interview', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  drafting: 'Drafting',
  submitted: 'Submitted',
  interview: 'Interview',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Where a drafted answer came from (the founder's own data), or `founder` once they wrote or edited it. */
export const ANSWER_SOURCES = ['deck', 'resume', 'profile', 'crm', 'founder'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** Who drafted the answers: Pear's template engine, or the configured LLM (`LLM_*`), grounded in the same facts. */
export const DRAFTERS = ['template', 'llm'] as const;

export const APPLICATION_LIMITS = {
  /** Characters per answer the founder may save. */
  answer: 10_000,
  /** A deadline is flagged when it is at most this many days away. */
  deadlineSoonDays: 14,
  /** Programmes shown as recommendations (the rest of the catalogue is listed below them). */
  recommended: 8,
} as const;

export const applicationStatusSchema = z.enum(
  APPLICATION_STATUSES,
  `must be one of: ${APPLICATION_STATUSES.join(', ')}`,
);

/** How a programme's deadlines work, and the next one Pear knows of (null for rolling, or when none is announced). */
export const programmeDeadlineSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  /** In words: "Four batches a year; each has its own deadline", "Applications are read as they arrive". */
  note: z.string(),
  /** The next deadline (YYYY-MM-DD) from the catalogue's dates, or null. */
  next: z.nullable(z.string()),
});
export type ProgrammeDeadline = z.infer<typeof programmeDeadlineSchema>;

/** One question of a programme's public application, paraphrased, with the page it comes from. */
export const programmeQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  sourceUrl: z.string(),
});
export type ProgrammeQuestion = z.infer<typeof programmeQuestionSchema>;

/** Spec §3 application: name, type, description, deadline — and where to apply. */
export const programmeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PROGRAMME_TYPES),
  description: z.string(),
  /** The official page (https). */
  url: z.string(),
  /** Where it runs ("San Francisco, USA", "Remote", "Europe"). */
  location: z.string(),
  /** Stages it takes (the founder's stage names: Pre-Seed, Seed, Series A…); empty = any. */
  stages: z.array(z.string()),
  /** Sectors it focuses on; empty = sector-agnostic. */
  industries: z.array(z.string()),
  deadline: programmeDeadlineSchema,
  questions: z.array(programmeQuestionSchema),
});
export type Programme = z.infer<typeof programmeSchema>;

/** A programme ranked for the signed-in founder, with the reason in words and the founder's application if any. */
export const recommendedProgrammeSchema = z.object({
  programme: programmeSchema,
  /** 0–100: how well the programme fits the founder's stage, industry and location. */
  fit: z.number(),
  reason: z.string(),
  /** The deadline is at most 14 days away (the application's own deadline when the founder set one). */
  deadlineSoon: z.boolean(),
  applicationId: z.nullable(z.string()),
  applicationStatus: z.nullable(applicationStatusSchema),
});
export type RecommendedProgramme = z.infer<typeof recommendedProgrammeSchema>;

export const applicationsOverviewSchema = z.object({
  /** Every programme of the catalogue, best fit first (the first few are the recommendations). */
  programmes: z.array(recommendedProgrammeSchema),
});
export type ApplicationsOverview = z.infer<typeof applicationsOverviewSchema>;

export const applicationAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  sourceUrl: z.string(),
  /** Empty when the founder's data cannot answer it (and `needsInput` is true). */
  answer: z.string(),
  needsInput: z.boolean(),
  /** What the draft was built from; `founder` once the founder saved their own text. */
  sources: z.array(z.enum(ANSWER_SOURCES)),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

export const applicationStatusChangeSchema = z.object({ status: applicationStatusSchema, at: z.string() });

/** A founder's application to one programme: drafted answers, status with the date of each change, deadline. */
export const applicationSchema = z.object({
  id: z.string(),
  programme: programmeSchema,
  status: applicationStatusSchema,
  /** Every status it has had, oldest first, each with when it was set. */
  history: z.array(applicationStatusChangeSchema),
  /** The founder's own deadline for this application (YYYY-MM-DD), or null to follow the programme's. */
  deadline: z.nullable(z.string()),
  deadlineSoon: z.boolean(),
  drafter: z.enum(DRAFTERS),
  answers: z.array(applicationAnswerSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const programmeParamsSchema = z.object({
  programmeId: z
    .string()
    .check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a programme id from the catalogue (lowercase, digits, "-")')),
});

export const applicationParamsSchema = z.object({ id: z.uuid('must be an application id') });

export const updateApplicationBodySchema = z.object({
  status: z.optional(applicationStatusSchema),
  /** YYYY-MM-DD, or null to follow the programme's deadline again. */
  deadline: z.optional(z.nullable(isoDateSchema)),
  /** Answers the founder wrote or edited; an empty answer marks the question as needing input again. */
  answers: z.optional(
    z
      .array(
        z.object({
          questionId: z.string().check(z.minLength(1), z.maxLength(80)),
          answer: z
            .string()
            .check(
              z.maxLength(APPLICATION_LIMITS.answer, `an answer is at most ${APPLICATION_LIMITS.answer} characters`),
            ),
        }),
      )
      .check(z.maxLength(100, 'at most 100 answers at once')),
  ),
});
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;

export const APPLICATION_EXPORT_FORMATS = ['markdown', 'pdf'] as const;
export const applicationExportQuerySchema = z.object({
  format: z.enum(APPLICATION_EXPORT_FORMATS, `must be one of: ${APPLICATION_EXPORT_FORMATS.join(', ')}`),
});
