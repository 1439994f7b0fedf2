import { getAppConfig } from '@pear/shared/config';
import type { EarlyAccessSignupRow } from '@pear/shared/domain';
import { readBody } from '../api-error';
import { apiClient, joinUrl } from '../api-client';
import type { BaasError, InsertResult } from '../schemas';

const toBaasError = (body: unknown, response: Response): BaasError => {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    code: text(fields.code) ?? String(response.status),
    message: text(fields.message) ?? (typeof body === 'string' && body !== '' ? body : response.statusText),
    details: text(fields.details),
    hint: text(fields.hint),
  };
};

/**
 * Call 11: insert into `early_access_signups` through the backend-as-a-service REST interface, as an anonymous
 * visitor with the public key. Resolves `{ error }` like supabase-js (duplicate e-mail → code "23505"); a network
 * failure rejects.
 */
export const insertEarlyAccessSignup = async (row: EarlyAccessSignupRow): Promise<InsertResult> => {
  const { baasUrl, baasAnonKey } = getAppConfig();
  const response = await apiClient.post(joinUrl(baasUrl, 'rest/v1/early_access_signups'), {
    json: { ...row, linkedin: row.linkedin?.trim() ? row.linkedin.trim() : null },
    headers: {
      apikey: baasAnonKey,
      Authorization: `Bearer ${baasAnonKey}`,
      Prefer: 'return=minimal',
    },
    throwHttpErrors: false,
    retry: 0,
    context: { auth: false },
  });
  if (response.ok) return { error: null, status: response.status };
  return { error: toBaasError(await readBody(response), response), status: response.status };
};
