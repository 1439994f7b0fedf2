import { endpoints, vibeScoreSchema } from '@pear/contract';
import * as z from 'zod/mini';
import { readBody } from '../api-error';
import { parseResponseBody, sendEndpointRequest } from '../call-endpoint';
import { readVibeScore } from '../normalizers';

export const VIBE_SCORE_ERROR = 'Failed to fetch vibescore';

// Leniency: spec §7 call 8 reads `vibe_score`, else `score`, else 0 — an answer with only a score has no breakdown,
// so this is the contract's VibeScore with the breakdown optional (when present, it must match the contract).
const vibeScoreReadingSchema = z.partial(vibeScoreSchema, { breakdown: true });

/** The VibeScore as the client reads it: the contract's VibeScore, whose breakdown an older answer may lack. */
export type VibeScoreReading = z.output<typeof vibeScoreReadingSchema>;

/**
 * Call 8: GET /dev/me/vibescore → the score (0–100) and its four components. Errors: ApiError with the server's
 * message/error or "Failed to fetch vibescore"; `error.details` has the status and body.
 */
export const getVibeScore = async (): Promise<VibeScoreReading> => {
  const response = await sendEndpointRequest(endpoints.getVibeScore, { errorMessage: VIBE_SCORE_ERROR });
  return parseResponseBody(vibeScoreReadingSchema, readVibeScore(await readBody(response)), {
    status: response.status,
    errorMessage: VIBE_SCORE_ERROR,
  });
};
