import * as z from 'zod/mini';
import { CRM_STAGES } from './domain/crm.js';
import { emailSchema, MAX_EMAIL_LENGTH, nullableText, requiredText } from './fields.js';

/*
 * The deal-flow CRM (issue 12). A deal belongs to its owner (a founder today, an investor later: nothing here is
 * founder-only) and points at one counterpart: an investor of the corpus, a platform user, or a free-form contact.
 * Its timeline is one list of typed activities; "last contact" is the time of the newest one.
 */

/** Limits shared by the API (validation, CSV import) and the UI (input maxlength). */
export const CRM_LIMITS = {
  name: 200,
  firm: 200,
  email: MAX_EMAIL_LENGTH,
  url: 2048,
  round: 100,
  introSource: 200,
  notes: 10_000,
  noteText: 10_000,
  reason: 2_000,
  subject: 500,
  emailBody: 20_000,
  meetingTitle: 200,
  searchQuery: 100,
  /** US dollars; a whole number well inside JavaScript's safe integers. */
  maxAmountUsd: 1_000_000_000_000,
  /** CSV import: at most this many bytes of UTF-8 (413 above) and this many data rows (400 above). */
  csvBytes: 1024 * 1024,
  csvRows: 2_000,
} as const;

export const DEAL_OUTCOMES = ['open', 'passed', 'closed'] as const;
export type DealOutcome = (typeof DEAL_OUTCOMES)[number];

export const COUNTERPART_KINDS = ['investor', 'user', 'contact'] as const;
export type CounterpartKind = (typeof COUNTERPART_KINDS)[number];

export const DEAL_ACTIVITY_KINDS = [
  'created',
  'stage_changed',
  'note',
  'email_sent',
  'meeting',
  'match_reasons',
  'passed',
  'reopened',
  'imported',
  'data_room_shared',
  'data_room_viewed',
  'data_room_downloaded',
  'data_room_access_requested',
  'intro_accepted',
] as const;
export type DealActivityKind = (typeof DEAL_ACTIVITY_KINDS)[number];

/** A calendar day, "2026-03-01". */
export const isoDateSchema = z.string().check(
  // Years 1900–2999: anything else is a typo, and stays clear of the edges of PostgreSQL's and iCalendar's dates.
  z.regex(/^(19|2\d)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD (years 1900–2999)'),
  // Date.parse rolls 2026-02-31 over to March: a day that exists reads back as itself.
  z.refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      // Not a date at all: the pattern above has said so.
      return Number.isNaN(time) || new Date(time).toISOString().startsWith(day);
    },
    { message: 'is not a day of the calendar', abort: true },
  ),
);

const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .check(z.maxLength(CRM_LIMITS.url, `is at most ${CRM_LIMITS.url} characters`));

export const crmStageSchema = z.enum(CRM_STAGES, `must be one of: ${CRM_STAGES.join(', ')}`);
export const amountUsdSchema = z
  .int('must be a whole number of US dollars')
  .check(z.minimum(0, 'must not be negative'), z.maximum(CRM_LIMITS.maxAmountUsd, 'is too large'));

/** Who a deal is with, as every list shows it (resolved from the corpus or the user for those kinds). */
export const dealCounterpartSchema = z.object({
  kind: z.enum(COUNTERPART_KINDS),
  investorId: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  name: z.string(),
  firm: z.nullable(z.string()),
  email: z.nullable(z.string()),
  linkedinUrl: z.nullable(z.string()),
  photoUrl: z.nullable(z.string()),
});
export type DealCounterpart = z.infer<typeof dealCounterpartSchema>;

export const dealSchema = z.object({
  id: z.string(),
  counterpart: dealCounterpartSchema,
  stage: crmStageSchema,
  /** "Seed 2026"; empty when not given. The same counterpart can be tracked once per round. */
  round: z.string(),
  amountUsd: z.nullable(z.number()),
  nextFollowUp: z.nullable(z.string()),
  introSource: z.nullable(z.string()),
  outcome: z.enum(DEAL_OUTCOMES),
  /** Set while the outcome is "passed". */
  passReason: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** ISO time of the newest timeline entry. */
  lastContact: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/** The payload of each kind of timeline entry (stored as JSONB in deal_activities.payload). */
export const meetingPayloadSchema = z.object({
  /** The iCalendar UID: the same for every version of this meeting. */
  uid: z.string(),
  /** iCalendar SEQUENCE: 0 when scheduled, +1 on each reschedule. */
  sequence: z.number(),
  /** ISO time (UTC) the meeting starts. */
  start: z.string(),
  minutes: z.number(),
  attendee: z.string(),
  title: z.string(),
});
export type MeetingPayload = z.infer<typeof meetingPayloadSchema>;

export const dealActivityPayloadSchemas = {
  created: z.object({}),
  stage_changed: z.object({ from: crmStageSchema, to: crmStageSchema }),
  note: z.object({ text: z.string() }),
  email_sent: z.object({ subject: z.string(), body: z.string() }),
  meeting: meetingPayloadSchema,
  match_reasons: z.object({ reasons: z.array(z.string()) }),
  passed: z.object({ reason: z.string() }),
  reopened: z.object({}),
  imported: z.object({}),
  /** The data room was shared with the deal's e-mail (issue 13). */
  data_room_shared: z.object({ email: z.string() }),
  data_room_viewed: z.object({ email: z.string(), document: z.string() }),
  data_room_downloaded: z.object({ email: z.string(), document: z.string() }),
  data_room_access_requested: z.object({ email: z.string(), document: z.string(), message: z.nullable(z.string()) }),
  /** A double opt-in intro on Pear was accepted (issue 14): who asked, and their message. */
  intro_accepted: z.object({ requestedBy: z.string(), message: z.nullable(z.string()) }),
} as const satisfies Record<DealActivityKind, z.ZodMiniType>;
export type DealActivityPayload<K extends DealActivityKind> = z.infer<(typeof dealActivityPayloadSchemas)[K]>;

const activity = <K extends DealActivityKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    payload: dealActivityPayloadSchemas[kind],
    occurredAt: z.string(),
  });

export const dealActivitySchema = z.discriminatedUnion('kind', [
  activity('created'),
  activity('stage_changed'),
  activity('note'),
  activity('email_sent'),
  activity('meeting'),
  activity('match_reasons'),
  activity('passed'),
  activity('reopened'),
  activity('imported'),
  activity('data_room_shared'),
  activity('data_room_viewed'),
  activity('data_room_downloaded'),
  activity('data_room_access_requested'),
  activity('intro_accepted'),
]);
export type DealActivity = z.infer<typeof dealActivitySchema>;

/** One deal with its timeline, newest first. */
export const dealDetailSchema = z.object({ deal: dealSchema, timeline: z.array(dealActivitySchema) });
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealListSchema = z.object({ deals: z.array(dealSchema) });
export type DealList = z.infer<typeof dealListSchema>;

export const dealParamsSchema = z.object({ id: z.uuid('must be a deal id') });
export const meetingParamsSchema = z.object({
  id: z.uuid('must be a deal id'),
  meetingId: z.uuid('must be a meeting id'),
});

/** Fields of a deal the owner edits; every one optional on update. */
const editableDealFields = {
  stage: z.optional(crmStageSchema),
  round: z.optional(
    z.string().check(z.trim(), z.maxLength(CRM_LIMITS.round, `round is at most ${CRM_LIMITS.round} characters`)),
  ),
  amountUsd: z.optional(z.nullable(amountUsdSchema)),
  nextFollowUp: z.optional(z.nullable(isoDateSchema)),
  introSource: z.optional(nullableText('introSource', CRM_LIMITS.introSource)),
  notes: z.optional(nullableText('notes', CRM_LIMITS.notes)),
};

export const freeFormContactSchema = z.object({
  name: requiredText('name', CRM_LIMITS.name),
  firm: z.optional(nullableText('firm', CRM_LIMITS.firm)),
  email: z.optional(z.nullable(emailSchema)),
  linkedinUrl: z.optional(z.nullable(httpUrlSchema)),
  photoUrl: z.optional(z.nullable(httpUrlSchema)),
});
export type FreeFormContact = z.infer<typeof freeFormContactSchema>;

/** Exactly one of investorId (the corpus), userId (a platform user) or contact (free-form). */
export const createDealBodySchema = z
  .object({
    investorId: z.optional(z.string().check(z.minLength(1), z.maxLength(CRM_LIMITS.url))),
    userId: z.optional(z.uuid('must be a user id')),
    contact: z.optional(freeFormContactSchema),
    ...editableDealFields,
  })
  .check(
    z.refine((body) => [body.investorId, body.userId, body.contact].filter((part) => part !== undefined).length === 1, {
      message: 'give exactly one of investorId, userId or contact',
      path: ['counterpart'],
    }),
  );
export type CreateDealBody = z.infer<typeof createDealBodySchema>;

/** Any field; the contact's own fields only for a free-form contact. Passing goes through /pass (it needs a reason). */
export const updateDealBodySchema = z.object({
  ...editableDealFields,
  outcome: z.optional(z.enum(['open', 'closed'], 'must be open or closed (use /pass to pass with a reason)')),
  contact: z.optional(z.partial(freeFormContactSchema)),
});
export type UpdateDealBody = z.infer<typeof updateDealBodySchema>;

export const addNoteBodySchema = z.object({ text: requiredText('text', CRM_LIMITS.noteText) });
export const passDealBodySchema = z.object({ reason: requiredText('reason', CRM_LIMITS.reason) });

export const scheduleMeetingBodySchema = z.object({
  date: isoDateSchema,
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24 hours)')),
  /** Minutes east of UTC are negative, as Date#getTimezoneOffset() gives them; 0 (UTC) when not given. */
  timezoneOffsetMinutes: z.optional(z.int().check(z.minimum(-14 * 60), z.maximum(14 * 60))),
  minutes: z
    .int('must be whole minutes')
    .check(z.minimum(5, 'must be at least 5'), z.maximum(24 * 60, 'must be at most 1440')),
  attendeeEmail: emailSchema,
  title: requiredText('title', CRM_LIMITS.meetingTitle),
  /** Reschedules this meeting (same UID, SEQUENCE + 1) instead of adding one. */
  meetingId: z.optional(z.uuid('must be a meeting id')),
});
export type ScheduleMeetingBody = z.infer<typeof scheduleMeetingBodySchema>;

export const scheduledMeetingSchema = z.object({
  detail: dealDetailSchema,
  meetingId: z.string(),
  meeting: meetingPayloadSchema,
});

export const addFromMatchBodySchema = z.object({
  investorId: z.string().check(z.minLength(1), z.maxLength(CRM_LIMITS.url)),
});
export const markIntroSentBodySchema = z.object({
  investorId: z.string().check(z.minLength(1), z.maxLength(CRM_LIMITS.url)),
  subject: requiredText('subject', CRM_LIMITS.subject),
  body: requiredText('body', CRM_LIMITS.emailBody),
});

export const investorSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'q must not be empty'), z.maxLength(CRM_LIMITS.searchQuery)),
});
export const investorSearchResultSchema = z.object({
  investors: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(['firm', 'person']), dealCount: z.number() }),
  ),
});
export type InvestorSearchResult = z.infer<typeof investorSearchResultSchema>;

export const followUpsDueQuerySchema = z.object({ today: z.optional(isoDateSchema) });
export const followUpsDueSchema = z.object({
  /** Open deals whose next follow-up is on or before `today`. */
  count: z.number(),
  /** The day compared with: the client's own (query `today`), else the UTC day. */
  today: z.string(),
});

/** The columns of the CSV export, in order; the import reads the same names. */
export const DEAL_CSV_COLUMNS = [
  'name',
  'firm',
  'email',
  'linkedin_url',
  'stage',
  'round',
  'amount',
  'next_follow_up',
  'last_contact',
  'intro_source',
  'outcome',
  'pass_reason',
  'notes',
] as const;

export const dealCsvBodySchema = z.object({ csv: z.string() });

const importRowSchema = z.object({
  /** The CSV record (2 is the first row under the header). */
  row: z.number(),
  name: z.string(),
  firm: z.nullable(z.string()),
  /** The deal it updates or skips; null for a row that adds one. */
  dealId: z.nullable(z.string()),
});
export const dealImportReportSchema = z.object({
  added: z.array(importRowSchema),
  updated: z.array(z.extend(importRowSchema, { changes: z.array(z.string()) })),
  skipped: z.array(z.extend(importRowSchema, { reason: z.string() })),
  errors: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** False for the preview; true once written. */
  applied: z.boolean(),
});
export type DealImportReport = z.infer<typeof dealImportReportSchema>;
