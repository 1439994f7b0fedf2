import { endpoints, type InvestorMatch } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';
import { unwrapMatches } from '../normalizers';

export const GET_MATCHES_ERROR = 'Failed to fetch matches';

/** Call 3: GET /dev/me/matches → today's matches, best first. */
export const getMatches = (): Promise<InvestorMatch[]> =>
  callEndpoint(endpoints.getMatches, {
    errorMessage: GET_MATCHES_ERROR,
    // Leniency: spec §5 and §7 call 3 accept a plain list or `{ matches }`.
    normalize: unwrapMatches,
  });
