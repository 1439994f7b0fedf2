import {
  type EarlyAccessSignupRow,
  endpoints,
  type ErrorBody,
  isNonJsonResponse,
  type PostgrestError,
  type ResponseSpec,
} from '@pear/contract';
import { getAppConfig } from '@pear/shared/config';
import * as z from 'zod/mini';
import { readBody } from '../api-error';
import { sendEndpointRequest } from '../call-endpoint';
import { getErrorMessage } from '../error-message';

/** What the insert resolves, as supabase-js reports it: `error` null on success. */
export type InsertResult = {
  error: PostgrestError | null;
  status: number;
};

const endpoint = endpoints.insertEarlyAccessSignup;

/** The PostgREST error of a failed insert, read with the contract's schema for that status. */
const toPostgrestError = (body: unknown, response: Response): PostgrestError => {
  const declared = (endpoint.response as Readonly<Record<number, ResponseSpec>>)[response.status];
  const parsed = declared === undefined || isNonJsonResponse(declared) ? null : z.safeParse(declared, body);
  if (parsed?.success) {
    const error = parsed.data as PostgrestError | ErrorBody;
    // 429 and 500 carry the API's own `{ error, message, statusCode }`.
    return 'code' in error
      ? error
      : { code: String(response.status), message: error.message, details: null, hint: null };
  }
  // Leniency: a proxy or gateway in front of the API answers without the contract's body (e.g. a bare 503); the
  // spec's toasts still need a code and a message.
  return {
    code: String(response.status),
    message: getErrorMessage(body, response.statusText),
    details: null,
    hint: null,
  };
};

/**
 * Call 11: insert into `early_access_signups` through the PostgREST-compatible interface, as an anonymous visitor
 * with the public key and `Prefer: return=minimal` (the spec's app does not read the row back). Resolves `{ error }`
 * like supabase-js (duplicate e-mail → code "23505"); a network failure rejects.
 */
export const insertEarlyAccessSignup = async (row: EarlyAccessSignupRow): Promise<InsertResult> => {
  const { baasAnonKey } = getAppConfig();
  const response = await sendEndpointRequest(endpoint, {
    service: 'baas',
    json: { ...row, linkedin: row.linkedin?.trim() ? row.linkedin.trim() : null },
    headers: {
      apikey: baasAnonKey,
      Authorization: `Bearer ${baasAnonKey}`,
      Prefer: 'return=minimal',
    },
    throwHttpErrors: false,
    retry: 0,
    errorMessage: 'Failed to save',
  });
  if (response.ok) return { error: null, status: response.status };
  return { error: toPostgrestError(await readBody(response), response), status: response.status };
};
