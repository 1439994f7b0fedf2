import { apiClient, apiOptions } from '../api-client';
import { normalizeMatches } from '../normalizers';
import type { InvestorMatchRecord } from '../schemas';

export const GET_MATCHES_ERROR = 'Failed to fetch matches';

/** Call 3: GET /dev/me/matches → a list or `{ matches }`, normalised to the list. */
export const getMatches = async (): Promise<InvestorMatchRecord[]> => {
  const body = await apiClient
    .get('dev/me/matches', apiOptions({ context: { errorMessage: GET_MATCHES_ERROR } }))
    .json();
  const matches = normalizeMatches(body);
  if (matches === null) throw new Error(GET_MATCHES_ERROR);
  return matches;
};
