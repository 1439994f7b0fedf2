import * as z from 'zod/mini';

/* Field schemas several parts of the contract share, each with the message a user reads when it refuses a value. */

/** The longest e-mail address SMTP allows. */
export const MAX_EMAIL_LENGTH = 254;

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (field: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${field} must not be empty`),
      z.maxLength(max, `${field} is at most ${max} characters`),
    );

/** An optional text field that may be cleared with null: trimmed, at most `max` characters. */
export const nullableText = (field: string, max: number) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max, `${field} is at most ${max} characters`)));

export const emailSchema = z.email('must be a valid e-mail address').check(z.maxLength(MAX_EMAIL_LENGTH));
