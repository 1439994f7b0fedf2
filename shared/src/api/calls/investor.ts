import {
  endpoints,
  type FounderMatch,
  type Fund,
  type InvestorClaim,
  type InvestorDashboard,
  type PortfolioCompany,
  type RequestBody,
  updateInvestorProfileBodySchema,
} from '@pear/contract';
import * as z from 'zod/mini';
import { callEndpoint } from '../call-endpoint';

/* The investor dashboard (issue 14): one function per endpoint, each with the message shown when the call fails. */

export const INVESTOR_DASHBOARD_ERROR = 'Failed to load your investor profile';
export const SAVE_INVESTOR_PROFILE_ERROR = 'Failed to save your profile';
export const CLAIM_INVESTOR_ERROR = 'Failed to claim this investor profile';
export const RELEASE_CLAIM_ERROR = 'Failed to release the claim';
export const SAVE_FUND_ERROR = 'Failed to save the fund';
export const SAVE_PORTFOLIO_COMPANY_ERROR = 'Failed to save the portfolio company';
export const DELETE_PORTFOLIO_COMPANY_ERROR = 'Failed to delete the portfolio company';
export const FOUNDER_MATCHES_ERROR = 'Failed to load your founder matches';
export const REQUEST_REFERENCES_ERROR = 'Failed to request a kudo';

/** GET /dev/investor/profile → header, profile, claim, fund, portfolio and VibeScore. */
export const getInvestorDashboard = (): Promise<InvestorDashboard> =>
  callEndpoint(endpoints.getInvestorDashboard, { errorMessage: INVESTOR_DASHBOARD_ERROR });

/** PATCH /dev/investor/profile (only the fields sent change) → the dashboard after the edit. */
export const updateInvestorProfile = (
  changes: RequestBody<typeof endpoints.updateInvestorProfile>,
): Promise<InvestorDashboard> =>
  callEndpoint(endpoints.updateInvestorProfile, { json: changes, errorMessage: SAVE_INVESTOR_PROFILE_ERROR });

/**
 * The contract's rule for the meeting link (an https:// URL), checked before sending so the form says what the API
 * would: null when it passes, else "Meeting link must be an https:// URL".
 */
export const meetingLinkError = (link: string): string | null => {
  const result = z.safeParse(updateInvestorProfileBodySchema, { meetingLink: link });
  return result.success ? null : `Meeting link ${result.error.issues[0]?.message ?? 'is not valid'}`;
};

/** POST /dev/investor/claim `{ investorId }` → the claim with its members (409: an angel someone else claimed). */
export const claimInvestorProfile = (investorId: string): Promise<InvestorClaim> =>
  callEndpoint(endpoints.claimInvestorProfile, { json: { investorId }, errorMessage: CLAIM_INVESTOR_ERROR });

/** DELETE /dev/investor/claim. */
export const releaseInvestorClaim = async (): Promise<void> => {
  await callEndpoint(endpoints.releaseInvestorClaim, { errorMessage: RELEASE_CLAIM_ERROR });
};

/** PATCH /dev/investor/fund → the fund after the edit. */
export const updateFund = (changes: RequestBody<typeof endpoints.updateFund>): Promise<Fund> =>
  callEndpoint(endpoints.updateFund, { json: changes, errorMessage: SAVE_FUND_ERROR });

/** POST /dev/investor/portfolio → the new company (source "own"). */
export const addPortfolioCompany = (
  company: RequestBody<typeof endpoints.addPortfolioCompany>,
): Promise<PortfolioCompany> =>
  callEndpoint(endpoints.addPortfolioCompany, { json: company, errorMessage: SAVE_PORTFOLIO_COMPANY_ERROR });

/** PATCH /dev/investor/portfolio/:id → the company after the edit (own entries only). */
export const updatePortfolioCompany = (
  id: string,
  changes: RequestBody<typeof endpoints.updatePortfolioCompany>,
): Promise<PortfolioCompany> =>
  callEndpoint(endpoints.updatePortfolioCompany, {
    params: { id },
    json: changes,
    errorMessage: SAVE_PORTFOLIO_COMPANY_ERROR,
  });

/** DELETE /dev/investor/portfolio/:id (own entries only). */
export const deletePortfolioCompany = async (id: string): Promise<void> => {
  await callEndpoint(endpoints.deletePortfolioCompany, {
    params: { id },
    errorMessage: DELETE_PORTFOLIO_COMPANY_ERROR,
  });
};

/** GET /dev/investor/matches → founders on Pear ranked for this investor, best first. */
export const getFounderMatches = async (): Promise<FounderMatch[]> =>
  (await callEndpoint(endpoints.getFounderMatches, { errorMessage: FOUNDER_MATCHES_ERROR })).founders;

/** POST /dev/investor/founders/:founderId/kudo-request: Request Kudo (the founder is asked for references). */
export const requestFounderReferences = async (founderId: string): Promise<void> => {
  await callEndpoint(endpoints.requestFounderReferences, {
    params: { founderId },
    errorMessage: REQUEST_REFERENCES_ERROR,
  });
};
