import { endpoints, type Deal, type DealDetail, type DealImportReport } from '@pear/contract';
import {
  addDealFromMatch,
  addDealNote,
  createDeal,
  DEALS_ERROR,
  deleteDeal,
  exportDealsCsv,
  getDeal,
  getDealMeetingInvite,
  getFollowUpsDue,
  importDeals,
  listDeals,
  markIntroSent,
  MEETING_INVITE_ERROR,
  passDeal,
  previewDealsImport,
  reopenDeal,
  scheduleDealMeeting,
  searchInvestors,
  updateDeal,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { contractResponse, expectJsonCall, jsonResponse, mockFetch, useTestConfig } from '@pear/shared/testing';

const TOKEN = 'user.jwt.token';
const ID = '4f1c2b9e-0000-4000-8000-000000000001';
const MEETING_ID = '4f1c2b9e-0000-4000-8000-000000000002';
const API = 'https://api.pear.test';

const deal: Deal = {
  id: ID,
  counterpart: {
    kind: 'investor',
    investorId: 'sequoia-capital',
    userId: null,
    name: 'Sequoia Capital',
    firm: null,
    email: null,
    linkedinUrl: null,
    photoUrl: null,
  },
  stage: 'Lead',
  round: 'Seed 2026',
  amountUsd: null,
  nextFollowUp: null,
  introSource: null,
  outcome: 'open',
  passReason: null,
  notes: null,
  lastContact: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const detail: DealDetail = {
  deal,
  timeline: [{ id: 'a1', kind: 'created', payload: {}, occurredAt: '2026-01-01T10:00:00.000Z' }],
};
const importReport: DealImportReport = {
  added: [],
  updated: [],
  skipped: [],
  errors: [{ row: 2, reason: 'name: name must not be empty' }],
  applied: false,
};

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

/** Every call: its method, URL, JSON body and the bearer token, and the contract's answer parsed. */
describe.each([
  [
    'createDeal',
    () => createDeal({ investorId: 'sequoia-capital' }),
    'POST',
    '/dev/me/deals',
    { investorId: 'sequoia-capital' },
    201,
  ],
  ['getDeal', () => getDeal(ID), 'GET', `/dev/me/deals/${ID}`, undefined, 200],
  [
    'updateDeal',
    () => updateDeal(ID, { stage: 'Interested' }),
    'PATCH',
    `/dev/me/deals/${ID}`,
    { stage: 'Interested' },
    200,
  ],
  [
    'addDealNote',
    () => addDealNote(ID, 'Met at demo day'),
    'POST',
    `/dev/me/deals/${ID}/notes`,
    { text: 'Met at demo day' },
    200,
  ],
  ['passDeal', () => passDeal(ID, 'Too early'), 'POST', `/dev/me/deals/${ID}/pass`, { reason: 'Too early' }, 200],
  ['reopenDeal', () => reopenDeal(ID), 'POST', `/dev/me/deals/${ID}/reopen`, undefined, 200],
  [
    'addDealFromMatch',
    () => addDealFromMatch('sequoia-capital'),
    'POST',
    '/dev/me/deals/from-match',
    { investorId: 'sequoia-capital' },
    201,
  ],
  [
    'markIntroSent',
    () => markIntroSent({ investorId: 'sequoia-capital', subject: 'Intro', body: 'Hi' }),
    'POST',
    '/dev/me/deals/intro-sent',
    { investorId: 'sequoia-capital', subject: 'Intro', body: 'Hi' },
    200,
  ],
] as const)('%s', (_name, call, method, path, body, status) => {
  it(`${method}s ${path} with the token and answers the deal with its timeline`, async () => {
    const { lastRequest } = mockFetch(() => jsonResponse(detail, status));
    await expect(call()).resolves.toEqual(detail);
    await expectJsonCall(lastRequest(), { method, path, token: TOKEN, body });
  });

  it("passes the server's message on, and refuses a deal the contract does not describe", async () => {
    mockFetch(() => jsonResponse({ error: 'not_found', message: 'No such deal.', statusCode: 404 }, 404));
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'No such deal.' });
    mockFetch(() => jsonResponse({ deal: { id: ID } }, status));
    await expect(call()).rejects.toThrow(/^Failed to /);
  });
});

describe('listDeals and deleteDeal', () => {
  it('GETs /dev/me/deals and answers the list', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.listDeals, 200, { deals: [deal] }));
    await expect(listDeals()).resolves.toEqual([deal]);
    expect(lastRequest().url).toBe(`${API}/dev/me/deals`);
    mockFetch(() => jsonResponse({}, 500));
    await expect(listDeals()).rejects.toThrow(DEALS_ERROR);
  });

  it('DELETEs /dev/me/deals/:id', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.deleteDeal, 200, { success: true }));
    await expect(deleteDeal(ID)).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().url).toBe(`${API}/dev/me/deals/${ID}`);
  });
});

describe('meetings', () => {
  it('POSTs the meeting and answers its id and details', async () => {
    const meeting = {
      uid: `${MEETING_ID}@pear`,
      sequence: 0,
      start: '2026-12-01T16:30:00.000Z',
      minutes: 30,
      attendee: 'a@b.example',
      title: 'Call',
    };
    const body = {
      date: '2026-12-01',
      time: '15:30',
      timezoneOffsetMinutes: 60,
      minutes: 30,
      attendeeEmail: 'a@b.example',
      title: 'Call',
    };
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.scheduleDealMeeting, 200, { detail, meetingId: MEETING_ID, meeting }),
    );
    await expect(scheduleDealMeeting(ID, body)).resolves.toEqual({ detail, meetingId: MEETING_ID, meeting });
    expect(lastRequest().url).toBe(`${API}/dev/me/deals/${ID}/meetings`);
    expect(await lastRequest().json()).toEqual(body);
  });

  it('GETs the invite as text, never parsed as JSON', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const { lastRequest } = mockFetch(() => new Response(ics, { headers: { 'content-type': 'text/calendar' } }));
    await expect(getDealMeetingInvite(ID, MEETING_ID)).resolves.toBe(ics);
    expect(lastRequest().url).toBe(`${API}/dev/me/deals/${ID}/meetings/${MEETING_ID}/invite.ics`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    mockFetch(() => jsonResponse({ message: 'No such meeting on this deal.' }, 404));
    await expect(getDealMeetingInvite(ID, MEETING_ID)).rejects.toThrow('No such meeting on this deal.');
    mockFetch(() => jsonResponse(null, 500));
    await expect(getDealMeetingInvite(ID, MEETING_ID)).rejects.toThrow(MEETING_INVITE_ERROR);
  });
});

describe('search, follow-ups and CSV', () => {
  it('searches with q in the query string', async () => {
    const investors = [{ id: 'sequoia-capital', name: 'Sequoia Capital', kind: 'firm' as const, dealCount: 3 }];
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.searchInvestors, 200, { investors }));
    await expect(searchInvestors('séqu oia')).resolves.toEqual(investors);
    expect(lastRequest().url).toBe(`${API}/dev/me/investor-search?q=s%C3%A9qu+oia`);
  });

  it("asks for follow-ups due on the client's day", async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.getFollowUpsDue, 200, { count: 2, today: '2026-01-15' }),
    );
    await expect(getFollowUpsDue('2026-01-15')).resolves.toEqual({ count: 2, today: '2026-01-15' });
    expect(lastRequest().url).toBe(`${API}/dev/me/deals/follow-ups-due?today=2026-01-15`);
  });

  it('exports the CSV as text, even one a JSON parser would read', async () => {
    mockFetch(() => new Response('name\r\n"1"\r\n', { headers: { 'content-type': 'text/csv' } }));
    await expect(exportDealsCsv()).resolves.toBe('name\r\n"1"\r\n');
  });

  it('previews and applies an import with the CSV in the body', async () => {
    const csv = 'name\n,\n';
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.previewDealsImport, 200, importReport));
    await expect(previewDealsImport(csv)).resolves.toEqual(importReport);
    expect(lastRequest().url).toBe(`${API}/dev/me/deals/import/preview`);
    expect(await lastRequest().json()).toEqual({ csv });
    mockFetch(() => contractResponse(endpoints.importDeals, 200, { ...importReport, applied: true }));
    await expect(importDeals(csv)).resolves.toMatchObject({ applied: true });
    mockFetch(() => jsonResponse({ message: 'body.csv: the file is over 1 MB' }, 413));
    await expect(importDeals(csv)).rejects.toThrow('body.csv: the file is over 1 MB');
    mockFetch(() => jsonResponse({}, 500));
    await expect(importDeals(csv)).rejects.toThrow(/Failed to import the CSV/);
  });
});
