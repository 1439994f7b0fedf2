import { endpoints, type MatchStatus } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const MATCH_STATUS_ERROR = 'Failed to load your plan';

/** GET /dev/me/match-status → the founder's plan, trial and today's match quota. */
export const getMatchStatus = (): Promise<MatchStatus> =>
  callEndpoint(endpoints.getMatchStatus, { errorMessage: MATCH_STATUS_ERROR });
