import * as z from 'zod/mini';
import { deckAnalysisSchema, storedResumeSchema } from './documents.js';
import { isStoreInfoKey, MAX_STORE_INFO_FIELD_LENGTH, STORE_INFO_KEYS, type StoreInfoBody } from './domain/profile.js';
import { ROLES } from './domain/roles.js';

/*
 * GET /dev/me/get-info (spec §7 call 2) and POST /dev/me/store-info (call 5). The founder and company records are
 * stored as open JSON documents: the keys below are the ones Pear writes and reads; loose objects keep the rest.
 */

const text = z.optional(z.string());

/** Typed by its keys, though it checks them itself: an unknown key gets a message naming the editable ones. */
export const storeInfoBodySchema: z.ZodMiniType<StoreInfoBody, StoreInfoBody> = z
  .record(
    z.string(),
    z
      .string({ error: 'Each field must be a string' })
      .check(z.maxLength(MAX_STORE_INFO_FIELD_LENGTH, `Fields are at most ${MAX_STORE_INFO_FIELD_LENGTH} characters`)),
  )
  .check(
    z.refine((edits) => Object.keys(edits).length > 0, 'Send at least one field to save'),
    z.superRefine((edits, context) => {
      for (const key of Object.keys(edits)) {
        if (!isStoreInfoKey(key)) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" is not an editable field. Editable fields: ${STORE_INFO_KEYS.join(', ')}`,
          });
        }
      }
    }),
  );

export const successSchema = z.object({ success: z.literal(true) });

/** The founder's spec §3 fields, as parsed documents and inline edits left them. */
export const founderRecordSchema = z.looseObject({
  'Title/Position': text,
  Location: text,
  'LinkedIn Url': text,
  Background: text,
  Industry: text,
  vibe_score: z.optional(z.number()),
  About_company: text,
  website: text,
  'Current Company/College': text,
  Stage: text,
  Contact: text,
  phone: text,
  nationality: text,
});

/** The company's deck summary: the parsed deck, with the founder's edits (strings) over it. */
export const companySummarySchema = z.looseObject({
  ...z.partial(deckAnalysisSchema).shape,
  startupName: z.optional(z.nullable(z.string())),
  raisingAmount: z.optional(z.nullable(z.string())),
});

export const companyRecordSchema = z.looseObject({
  company_name: text,
  about_company: text,
  website: text,
  summary: z.optional(companySummarySchema),
});

export const getInfoResponseSchema = z.object({
  user: z.object({
    name: z.string(),
    email: z.string(),
    avatar: z.nullable(z.string()),
    role: z.enum(ROLES),
    /** The parsed resume; `{}` until one is uploaded (older uploads may lack newer fields). */
    profile: z.looseObject(z.partial(storedResumeSchema).shape),
  }),
  founder: founderRecordSchema,
  company: companyRecordSchema,
});

export type FounderRecord = z.infer<typeof founderRecordSchema>;
export type CompanyRecord = z.infer<typeof companyRecordSchema>;
export type CompanySummary = z.infer<typeof companySummarySchema>;
export type GetInfoResponse = z.infer<typeof getInfoResponseSchema>;
