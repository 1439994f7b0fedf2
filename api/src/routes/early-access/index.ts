import { EARLY_ACCESS_DUPLICATE_CODE, earlyAccessSignupSchema, endpoints, type EarlyAccessRow } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/errors.js';
import { earlyAccessSignups, type EarlyAccessSignup } from '../../db/schema.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { RATE_LIMITED } from '../../plugins/rate-limit.js';

export type EarlyAccessRoutesOptions = {
  anonKey: string;
};

/** PostgREST's error body, which supabase-js turns into `{ error: { code, message, … } }`. */
function postgrestError(statusCode: number, code: string, message: string, details: string | null = null) {
  return new HttpError(statusCode, message, { code, message, details, hint: null });
}

/** supabase-js sends a one-element array; PostgREST accepts a bare object too. */
function singleRow(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  if (body.length !== 1) throw postgrestError(400, '22023', 'insert exactly one early-access signup per request');
  return body[0];
}

function representation(row: EarlyAccessSignup): EarlyAccessRow {
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
const earlyAccessRoutes: FastifyPluginAsyncZod<EarlyAccessRoutesOptions> = async (app, { anonKey }) => {
  app.route({
    ...routeOptions(endpoints.insertEarlyAccessSignup),
    config: RATE_LIMITED,
    onRequest: async (request) => {
      if (request.headers.apikey !== anonKey) throw postgrestError(401, 'PGRST301', 'Invalid API key');
    },
    // The contract's schema documents the body; the handler parses the row itself, to answer as PostgREST does.
    attachValidation: true,
    handler: async (request, reply) => {
      const parsed = earlyAccessSignupSchema.safeParse(singleRow(request.body));
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
          EARLY_ACCESS_DUPLICATE_CODE,
          'duplicate key value violates unique constraint "early_access_signups_email_key"',
          `Key (email)=(${signup.email}) already exists.`,
        );
      }
      if (!row) throw new Error('insert returned no row');

      const created = reply.code(201);
      if (/\breturn=representation\b/.test(String(request.headers.prefer ?? ''))) {
        return created.header('preference-applied', 'return=representation').send([representation(row)]);
      }
      return created.send(undefined);
    },
  });
};

export default earlyAccessRoutes;
