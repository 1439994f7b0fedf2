import { endpoints, type InvestorQuestion } from '@pear/contract';
import {
  draftOutreach,
  getInvestorQuestions,
  getMatchStatus,
  INVESTOR_QUESTIONS_ERROR,
  MATCH_STATUS_ERROR,
  OUTREACH_DRAFT_ERROR,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { contractResponse, jsonResponse, matchStatusFixture, mockFetch, useTestConfig } from '@pear/shared/testing';

const TOKEN = 'user.jwt.token';

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

describe('draftOutreach', () => {
  it('POSTs { investorId } to /dev/me/outreach-draft with the bearer token and returns subject and body', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.draftOutreach, 200, { subject: 'Intro: Acme', body: 'Hi Jane,' }),
    );
    await expect(draftOutreach('inv-42')).resolves.toEqual({ subject: 'Intro: Acme', body: 'Hi Jane,' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.pear.test/dev/me/outreach-draft');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await request.json()).toEqual({ investorId: 'inv-42' });
  });

  it("passes the server's message on, else its own", async () => {
    mockFetch(() => jsonResponse({ message: 'Investor not found' }, 404));
    await expect(draftOutreach('inv-7')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Investor not found',
    });
    mockFetch(() => jsonResponse(null, 500));
    await expect(draftOutreach('inv-7')).rejects.toThrow(OUTREACH_DRAFT_ERROR);
  });

  it('rejects a body without subject and body', async () => {
    mockFetch(() => jsonResponse({ subject: 'Only a subject' }));
    await expect(draftOutreach('inv-7')).rejects.toThrow(OUTREACH_DRAFT_ERROR);
  });
});

describe('getInvestorQuestions', () => {
  it('GETs /dev/me/investor-questions', async () => {
    const questions = [
      { question: 'How big is the market?', why: 'Return potential', answerOutline: ['TAM', 'SAM'] },
      { question: 'Who else is building this?', why: 'Competition', answerOutline: [] },
    ] satisfies InvestorQuestion[];
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getInvestorQuestions, 200, { questions }));
    await expect(getInvestorQuestions()).resolves.toEqual(questions);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('https://api.pear.test/dev/me/investor-questions');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('fails on a question the contract does not describe', async () => {
    mockFetch(() => jsonResponse({ questions: [{ question: 'Who else is building this?' }] }));
    await expect(getInvestorQuestions()).rejects.toThrow(INVESTOR_QUESTIONS_ERROR);
  });

  it('fails without a questions list and on HTTP errors', async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    await expect(getInvestorQuestions()).rejects.toThrow(INVESTOR_QUESTIONS_ERROR);
    mockFetch(() => jsonResponse({}, 500));
    await expect(getInvestorQuestions()).rejects.toThrow(INVESTOR_QUESTIONS_ERROR);
  });
});

describe('getMatchStatus', () => {
  it('GETs /dev/me/match-status', async () => {
    const status = matchStatusFixture({
      trial: true,
      trialEndsAt: '2025-12-05T12:00:00.000Z',
      usedToday: 2,
      remainingToday: 3,
    });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getMatchStatus, 200, status));
    await expect(getMatchStatus()).resolves.toEqual(status);
    expect(lastRequest().url).toBe('https://api.pear.test/dev/me/match-status');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('reads an unlimited quota as null', async () => {
    const status = matchStatusFixture({ plan: 'team', planName: 'Team', dailyQuota: null, remainingToday: null });
    mockFetch(() => contractResponse(endpoints.getMatchStatus, 200, status));
    await expect(getMatchStatus()).resolves.toMatchObject({ dailyQuota: null, remainingToday: null });
  });

  it('fails on an unknown plan and on HTTP errors', async () => {
    mockFetch(() => jsonResponse(matchStatusFixture({ plan: 'gold' as 'pro' })));
    await expect(getMatchStatus()).rejects.toThrow(MATCH_STATUS_ERROR);
    mockFetch(() => jsonResponse({ plan: 'team', dailyQuota: null, remainingToday: null }));
    await expect(getMatchStatus()).rejects.toThrow(MATCH_STATUS_ERROR);
    mockFetch(() => jsonResponse({ message: 'Not authenticated' }, 401));
    await expect(getMatchStatus()).rejects.toThrow('Not authenticated');
  });
});
