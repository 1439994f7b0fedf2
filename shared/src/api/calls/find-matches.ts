import { endpoints, type FindMatchResult } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const FIND_MATCHES_ERROR = 'Failed to find new matches';

/**
 * Call 4: POST /dev/me/find-matches (no body, JSON content type) → the `results` list. On a non-OK status the
 * ApiError carries the server's `message`/`error`, else "Failed to find new matches".
 */
export const findMatches = async (): Promise<FindMatchResult[]> => {
  const { results } = await callEndpoint(endpoints.findMatches, {
    headers: { 'Content-Type': 'application/json' },
    errorMessage: FIND_MATCHES_ERROR,
  });
  return results;
};
