import * as z from 'zod/mini';
import { ROLES } from './domain/roles.js';

/*
 * The early-access insert (spec §7 call 11): a PostgREST-compatible `POST /rest/v1/early_access_signups`, as
 * supabase-js sends it (a one-element array, or a bare object), with PostgREST's error body.
 */

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
    );

const isHttpUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
};

/** One row of early_access_signups (spec §3), as sent; values are trimmed, an empty profile URL is null. */
export const earlyAccessSignupSchema = z.strictObject(
  {
    email: z
      .string({ error: 'email is required' })
      .check(
        z.trim(),
        z.minLength(1, 'email is required'),
        z.maxLength(254, 'email must be at most 254 characters'),
        z.email('email must be a valid e-mail address'),
      ),
    first_name: requiredText('first_name', 100),
    last_name: requiredText('last_name', 100),
    role: z.enum(ROLES, { error: 'role must be "founder" or "investor"' }),
    // The form sends null when the optional profile URL is left empty; "" (or leaving it out) means the same.
    linkedin: z.pipe(
      z.pipe(
        z.optional(z.nullable(z.string({ error: 'linkedin must be a URL string or null' }).check(z.trim()))),
        z.transform((value) => value || null),
      ),
      z.nullable(
        z
          .string()
          .check(
            z.maxLength(300, 'linkedin must be at most 300 characters'),
            z.refine(isHttpUrl, 'linkedin must be an http:// or https:// URL'),
          ),
      ),
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown column(s): ${issue.keys.join(', ')}`
        : 'the request body must be a JSON object with email, first_name, last_name, role and linkedin',
  },
);

/** The request body: one row, bare or in a one-element array. */
export const earlyAccessInsertBodySchema = z.union([earlyAccessSignupSchema, z.array(z.unknown())]);

/** The stored row, returned with `Prefer: return=representation`. */
export const earlyAccessRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  linkedin: z.nullable(z.string()),
  role: z.enum(ROLES),
  created_at: z.string(),
});

export type EarlyAccessSignup = z.input<typeof earlyAccessSignupSchema>;
export type EarlyAccessSignupRow = z.output<typeof earlyAccessSignupSchema>;
export type EarlyAccessRow = z.infer<typeof earlyAccessRowSchema>;
