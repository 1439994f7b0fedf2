import { apiClient, apiOptions } from '../api-client';
import { matchStatusSchema, type MatchStatus } from '../dashboard-schemas';

export const MATCH_STATUS_ERROR = 'Failed to load your plan';

/** GET /dev/me/match-status → the founder's plan, trial and today's match quota. */
export const getMatchStatus = async (): Promise<MatchStatus> => {
  const body = await apiClient
    .get('dev/me/match-status', apiOptions({ context: { errorMessage: MATCH_STATUS_ERROR } }))
    .json();
  const result = matchStatusSchema.safeParse(body);
  if (!result.success) throw new Error(MATCH_STATUS_ERROR);
  return result.data;
};
