import { endpoints } from '@pear/contract';
import {
  addPortfolioCompany,
  claimInvestorProfile,
  deletePortfolioCompany,
  FOUNDER_MATCHES_ERROR,
  getFounderMatches,
  getInvestorDashboard,
  INVESTOR_DASHBOARD_ERROR,
  meetingLinkError,
  releaseInvestorClaim,
  requestFounderReferences,
  updateFund,
  updateInvestorProfile,
  updatePortfolioCompany,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  expectJsonCall,
  founderMatchFixture,
  investorClaimFixture,
  investorDashboardFixture,
  jsonResponse,
  mockFetch,
  portfolioCompanyFixture,
  useTestConfig,
} from '@pear/shared/testing';

const TOKEN = 'investor.jwt.token';
const API = 'https://api.pear.test';
const COMPANY_ID = '5b1e7a52-3333-4000-8000-000000000001';
const FOUNDER_ID = '9a3d2f10-4444-4000-8000-000000000001';

const dashboard = investorDashboardFixture();
const company = portfolioCompanyFixture();
const claim = investorClaimFixture();
const fund = dashboard.fund;

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

/** Every call: its method, URL, JSON body and the bearer token, and what it resolves to. */
describe.each([
  [
    'getInvestorDashboard',
    () => getInvestorDashboard(),
    'GET',
    '/dev/investor/profile',
    undefined,
    200,
    dashboard,
    dashboard,
  ],
  [
    'updateInvestorProfile',
    () => updateInvestorProfile({ firmName: 'Harbor Capital', meetingLink: 'https://cal.example/grace' }),
    'PATCH',
    '/dev/investor/profile',
    { firmName: 'Harbor Capital', meetingLink: 'https://cal.example/grace' },
    200,
    dashboard,
    dashboard,
  ],
  [
    'claimInvestorProfile',
    () => claimInvestorProfile('c:harbor-ventures'),
    'POST',
    '/dev/investor/claim',
    { investorId: 'c:harbor-ventures' },
    200,
    claim,
    claim,
  ],
  [
    'releaseInvestorClaim',
    () => releaseInvestorClaim(),
    'DELETE',
    '/dev/investor/claim',
    undefined,
    200,
    { success: true },
    undefined,
  ],
  [
    'updateFund',
    () => updateFund({ sizeUsd: 75_000_000 }),
    'PATCH',
    '/dev/investor/fund',
    { sizeUsd: 75_000_000 },
    200,
    fund,
    fund,
  ],
  [
    'addPortfolioCompany',
    () => addPortfolioCompany({ name: 'Tidepool', status: 'Active' }),
    'POST',
    '/dev/investor/portfolio',
    { name: 'Tidepool', status: 'Active' },
    201,
    company,
    company,
  ],
  [
    'updatePortfolioCompany',
    () => updatePortfolioCompany(COMPANY_ID, { status: 'Exited' }),
    'PATCH',
    `/dev/investor/portfolio/${COMPANY_ID}`,
    { status: 'Exited' },
    200,
    company,
    company,
  ],
  [
    'deletePortfolioCompany',
    () => deletePortfolioCompany(COMPANY_ID),
    'DELETE',
    `/dev/investor/portfolio/${COMPANY_ID}`,
    undefined,
    200,
    { success: true },
    undefined,
  ],
  [
    'requestFounderReferences',
    () => requestFounderReferences(FOUNDER_ID),
    'POST',
    `/dev/investor/founders/${FOUNDER_ID}/kudo-request`,
    undefined,
    200,
    { success: true },
    undefined,
  ],
] as const)('%s', (_name, call, method, path, body, status, answer, resolved) => {
  it(`${method}s ${path} with the token`, async () => {
    const { lastRequest } = mockFetch(() => jsonResponse(answer, status));
    await expect(call()).resolves.toEqual(resolved);
    await expectJsonCall(lastRequest(), { method, path, token: TOKEN, body });
  });

  it("passes the server's message on (the 403 of the wrong role)", async () => {
    mockFetch(() => jsonResponse({ error: 'forbidden', message: 'Investors only.', statusCode: 403 }, 403));
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', status: 403, message: 'Investors only.' });
  });
});

describe('answers the contract does not describe', () => {
  it('are errors with the call’s own message, never a partial dashboard', async () => {
    mockFetch(() => jsonResponse({ name: 'Grace Hopper' }, 200));
    await expect(getInvestorDashboard()).rejects.toThrow(INVESTOR_DASHBOARD_ERROR);
  });
});

describe('getFounderMatches', () => {
  it('GETs /dev/investor/matches and answers the founders, best first as sent', async () => {
    const founders = [founderMatchFixture(), founderMatchFixture({ userId: 'f2', name: 'Alan Turing', pearScore: 61 })];
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getFounderMatches, 200, { founders }));
    await expect(getFounderMatches()).resolves.toEqual(founders);
    expect(lastRequest().url).toBe(`${API}/dev/investor/matches`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    mockFetch(() => jsonResponse({}, 500));
    await expect(getFounderMatches()).rejects.toThrow(FOUNDER_MATCHES_ERROR);
  });
});

describe('meetingLinkError', () => {
  it('applies the contract’s rule: an https:// URL passes, anything else says why', () => {
    expect(meetingLinkError('https://cal.com/grace/30min')).toBeNull();
    expect(meetingLinkError('http://cal.com/grace')).toBe('Meeting link must be an https:// URL');
    expect(meetingLinkError('cal.com/grace')).toBe('Meeting link must be an https:// URL');
    expect(meetingLinkError(`https://cal.com/${'a'.repeat(2_100)}`)).toBe('Meeting link is at most 2048 characters');
  });
});
