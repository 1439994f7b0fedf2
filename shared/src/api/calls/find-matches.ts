import { apiClient, apiOptions } from '../api-client';
import { normalizeFindMatches } from '../normalizers';
import type { FindMatchResult } from '../schemas';

export const FIND_MATCHES_ERROR = 'Failed to find new matches';

/**
 * Call 4: POST /dev/me/find-matches (no body, JSON content type) → the `results` list. On a non-OK status the
 * ApiError carries the server's `message`/`error`, else "Failed to find new matches".
 */
export const findMatches = async (): Promise<FindMatchResult[]> => {
  const body = await apiClient
    .post(
      'dev/me/find-matches',
      apiOptions({ headers: { 'Content-Type': 'application/json' }, context: { errorMessage: FIND_MATCHES_ERROR } }),
    )
    .json();
  const results = normalizeFindMatches(body);
  if (results === null) throw new Error(FIND_MATCHES_ERROR);
  return results;
};
