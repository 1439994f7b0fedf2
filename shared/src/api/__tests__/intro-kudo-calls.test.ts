import { endpoints } from '@pear/contract';
import {
  acceptIntro,
  approveKudo,
  declineIntro,
  getFounderKudos,
  getKudoInvitation,
  hideKudo,
  INTROS_ERROR,
  KUDO_INVITATION_ERROR,
  listIntros,
  requestIntro,
  requestKudo,
  writeKudo,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  introRequestFixture,
  jsonResponse,
  kudoFixture,
  mockFetch,
  useTestConfig,
} from '@pear/shared/testing';

const TOKEN = 'user.jwt.token';
const API = 'https://api.pear.test';
const INTRO = introRequestFixture();
const INTRO_ID = INTRO.id;
const KUDO = kudoFixture();
const LINK = 'a'.repeat(43);

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

describe('intro calls', () => {
  it('lists the requests received and sent, with the token', async () => {
    const body = { received: [INTRO], sent: [] };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.listIntros, 200, body));
    await expect(listIntros()).resolves.toEqual(body);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe(`${API}/dev/me/intros`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    mockFetch(() => jsonResponse({}, 500));
    await expect(listIntros()).rejects.toThrow(INTROS_ERROR);
  });

  it('requests an intro with the message, and without one when it is blank', async () => {
    const { requests } = mockFetch(() => contractResponse(endpoints.requestIntro, 201, INTRO));
    await expect(requestIntro(INTRO.counterpart.userId, '  Hello Jane ')).resolves.toEqual(INTRO);
    await requestIntro(INTRO.counterpart.userId, '   ');
    const [withMessage, blank] = requests();
    expect(withMessage?.method).toBe('POST');
    expect(withMessage?.url).toBe(`${API}/dev/me/intros`);
    expect(await withMessage?.json()).toEqual({ toUserId: INTRO.counterpart.userId, message: 'Hello Jane' });
    expect(await blank?.json()).toEqual({ toUserId: INTRO.counterpart.userId });
  });

  it("passes the server's refusal on as it is written", async () => {
    mockFetch(() => jsonResponse({ message: 'You already asked Jane Partner: wait for an answer.' }, 409));
    await expect(requestIntro(INTRO.counterpart.userId)).rejects.toMatchObject({
      status: 409,
      message: 'You already asked Jane Partner: wait for an answer.',
    });
  });

  it.each([
    ['accept', acceptIntro, 'accepted', 'deal-1'],
    ['decline', declineIntro, 'declined', null],
  ] as const)('%ss a received request by id', async (verb, call, status, dealId) => {
    const decision = { intro: { ...INTRO, status }, dealId };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.acceptIntro, 200, decision));
    await expect(call(INTRO_ID)).resolves.toEqual(decision);
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe(`${API}/dev/me/intros/${INTRO_ID}/${verb}`);
  });
});

describe('kudo calls', () => {
  it("GETs the founder's kudos and reference requests", async () => {
    const body = {
      kudos: [KUDO],
      referenceRequests: [{ investorName: 'Jane Partner', firm: null, requestedAt: '2026-11-20T10:00:00.000Z' }],
    };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getFounderKudos, 200, body));
    await expect(getFounderKudos()).resolves.toEqual(body);
    expect(lastRequest().url).toBe(`${API}/dev/me/kudos`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('POSTs a kudo request with the e-mail', async () => {
    const invited = kudoFixture({ status: 'invited', authorName: null, relation: null, text: null, writtenAt: null });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.requestKudo, 201, invited));
    await expect(requestKudo('mentor@example.com')).resolves.toEqual(invited);
    expect(lastRequest().method).toBe('POST');
    expect(await lastRequest().json()).toEqual({ email: 'mentor@example.com' });
  });

  it.each([
    ['approve', approveKudo, 'approved'],
    ['hide', hideKudo, 'hidden'],
  ] as const)('%ss a kudo by id', async (verb, call, status) => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.approveKudo, 200, { ...KUDO, status }));
    await expect(call(KUDO.id)).resolves.toMatchObject({ status });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe(`${API}/dev/me/kudos/${KUDO.id}/${verb}`);
  });

  it('opens a kudo link without the session token, and says why a used link no longer works', async () => {
    const invitation = { founderName: 'Ada Founder', companyName: 'Acme', inviteeEmail: 'mentor@example.com' };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getKudoInvitation, 200, invitation));
    await expect(getKudoInvitation(LINK)).resolves.toEqual(invitation);
    expect(lastRequest().url).toBe(`${API}/dev/kudos/${LINK}`);
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    mockFetch(() => jsonResponse({ message: 'This kudo link has already been used.' }, 410));
    await expect(getKudoInvitation(LINK)).rejects.toMatchObject({
      status: 410,
      message: 'This kudo link has already been used.',
    });
    mockFetch(() => jsonResponse({ founderName: 'Ada' }, 200));
    await expect(getKudoInvitation(LINK)).rejects.toThrow(KUDO_INVITATION_ERROR);
  });

  it('POSTs the written kudo to the link, without the session token', async () => {
    const body = { authorName: 'Maria Mentor', relation: 'Former manager', text: 'Ships fast.' };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.writeKudo, 201, { success: true }));
    await expect(writeKudo(LINK, body)).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe(`${API}/dev/kudos/${LINK}`);
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    expect(await lastRequest().json()).toEqual(body);
  });
});
