import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { earlyAccessSignups, USER_ROLES, type EarlyAccessSignup } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../plugins/errors.js';
import { RATE_LIMITED } from '../../plugins/rate-limit.js';

export type EarlyAccessRoutesOptions = {
  anonKey: string;
};

/** PostgREST's error body, which supabase-js turns into `{ error: { code, message, … } }`. */
function postgrestError(statusCode: number, code: string, message: string, details: string | null = null) {
  return new HttpError(statusCode, message, { code, message, details, hint: null });
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const requiredText = (field: string, max: number) =>
  z.preprocess(
    trim,
    z
      .string({ error: `${field} is required` })
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
  );

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

const signupSchema = z.strictObject(
  {
    email: z.preprocess(
      trim,
      z
        .string({ error: 'email is required' })
        .min(1, 'email is required')
        .max(254, 'email must be at most 254 characters')
        .pipe(z.email('email must be a valid e-mail address')),
    ),
    first_name: requiredText('first_name', 100),
    last_name: requiredText('last_name', 100),
    role: z.enum(USER_ROLES, { error: 'role must be "founder" or "investor"' }),
    // The form sends null when the optional profile URL is left empty; treat "" the same way.
    linkedin: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
      z
        .string({ error: 'linkedin must be a URL string or null' })
        .max(300, 'linkedin must be at most 300 characters')
        .refine(isHttpUrl, 'linkedin must be an http:// or https:// URL')
        .nullable(),
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown column(s): ${issue.keys.join(', ')}`
        : 'the request body must be a JSON object with email, first_name, last_name, role and linkedin',
  },
);

/** supabase-js sends a one-element array; PostgREST accepts a bare object too. */
function singleRow(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  if (body.length !== 1) throw postgrestError(400, '22023', 'insert exactly one early-access signup per request');
  return body[0];
}

function representation(row: EarlyAccessSignup) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    linkedin: row.linkedin,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

/** `POST /rest/v1/early_access_signups`, answering the way PostgREST would for the spec §7 #11 insert. */
const earlyAccessRoutes: FastifyPluginAsync<EarlyAccessRoutesOptions> = async (app, { anonKey }) => {
  app.post(
    '/rest/v1/early_access_signups',
    {
      config: RATE_LIMITED,
      onRequest: async (request) => {
        if (request.headers.apikey !== anonKey) throw postgrestError(401, 'PGRST301', 'Invalid API key');
      },
    },
    async (request, reply) => {
      const parsed = signupSchema.safeParse(singleRow(request.body));
      if (!parsed.success) {
        throw postgrestError(400, '22023', parsed.error.issues.map((issue) => issue.message).join('; '));
      }
      const signup = parsed.data;

      let row: EarlyAccessSignup | undefined;
      try {
        [row] = await app.db
          .insert(earlyAccessSignups)
          .values({
            email: signup.email,
            firstName: signup.first_name,
            lastName: signup.last_name,
            linkedin: signup.linkedin,
            role: signup.role,
          })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw postgrestError(
          409,
          '23505',
          'duplicate key value violates unique constraint "early_access_signups_email_key"',
          `Key (email)=(${signup.email}) already exists.`,
        );
      }
      if (!row) throw new Error('insert returned no row');

      reply.code(201);
      if (/\breturn=representation\b/.test(String(request.headers.prefer ?? ''))) {
        return reply.header('preference-applied', 'return=representation').send([representation(row)]);
      }
      return reply.send();
    },
  );
};

export default earlyAccessRoutes;
