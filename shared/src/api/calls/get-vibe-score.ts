import { apiClient, apiOptions } from '../api-client';
import { readVibeScore } from '../normalizers';
import type { VibeScoreResult } from '../schemas';

export const VIBE_SCORE_ERROR = 'Failed to fetch vibescore';

/**
 * Call 8: GET /dev/me/vibescore → `vibe_score`, else `score`, else 0 (and the breakdown when present). Errors: ApiError
 * with the server's message/error or "Failed to fetch vibescore"; `error.details` has the status and body.
 */
export const getVibeScore = async (): Promise<VibeScoreResult> => {
  const body = await apiClient
    .get('dev/me/vibescore', apiOptions({ context: { errorMessage: VIBE_SCORE_ERROR } }))
    .json();
  return readVibeScore(body);
};
