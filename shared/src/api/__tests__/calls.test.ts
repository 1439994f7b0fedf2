import { endpoints, type LoginSession } from '@pear/contract';
import {
  ApiError,
  blobToBase64,
  CHAT_FAILED_ERROR,
  CHAT_NO_DATA_ERROR,
  exchangeLoginCode,
  findMatches,
  getInfo,
  getMatches,
  getVibeScore,
  insertEarlyAccessSignup,
  invokeChatAssistant,
  linkedinLoginUrl,
  parsePitchdeck,
  parseResume,
  parseThesis,
  startCheckout,
  storeInfo,
  UnexpectedResponseError,
} from '@pear/shared/api';
import { setAppConfig } from '@pear/shared/config';
import type { EditedProfileField } from '@pear/shared/domain';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  deckAnalysisFixture,
  findMatchResultFixture,
  getInfoFixture,
  investorMatchFixture,
  jsonResponse,
  mockFetch,
  parsedResumeFixture,
  TEST_CONFIG,
  textResponse,
  thesisFixture,
  useTestConfig,
  vibeScoreFixture,
} from '@pear/shared/testing';

const TOKEN = 'user.jwt.token';

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

describe('1 linkedinLoginUrl', () => {
  const nonceHash = 'n'.repeat(43);

  it('adds the role on sign-up and nothing on sign-in, and always the nonce hash', () => {
    expect(linkedinLoginUrl({ role: 'founder', nonceHash })).toBe(
      `https://api.pear.test/dev/linkedin/login?role=founder&nonceHash=${nonceHash}`,
    );
    expect(linkedinLoginUrl({ role: 'investor', nonceHash })).toBe(
      `https://api.pear.test/dev/linkedin/login?role=investor&nonceHash=${nonceHash}`,
    );
    expect(linkedinLoginUrl({ nonceHash })).toBe(`https://api.pear.test/dev/linkedin/login?nonceHash=${nonceHash}`);
  });

  it('copes with a trailing slash in the base URL', () => {
    setAppConfig({ ...TEST_CONFIG, apiBaseUrl: 'https://api.pear.test/' });
    expect(linkedinLoginUrl({ nonceHash })).toBe(`https://api.pear.test/dev/linkedin/login?nonceHash=${nonceHash}`);
  });
});

describe('exchangeLoginCode', () => {
  const code = 'c'.repeat(43);
  const nonce = 'n'.repeat(43);

  it('POSTs the code and the nonce without a bearer token and resolves the session', async () => {
    getAppState().setAuthToken(null);
    const session: LoginSession = {
      token: 'session.jwt.token',
      user: { email: 'ada@example.com', name: 'Ada', role: 'founder' },
    };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.exchangeLoginCode, 200, session));
    await expect(exchangeLoginCode(code, nonce)).resolves.toEqual(session);
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe('https://api.pear.test/dev/auth/exchange');
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    await expect(lastRequest().json()).resolves.toEqual({ code, nonce });
  });

  it("rejects with an ApiError carrying the server's status and message when the code is refused", async () => {
    const message = 'This sign-in link has expired, was already used, or was opened in another browser.';
    mockFetch(() => jsonResponse({ error: 'unauthorized', message, statusCode: 401 }, 401));
    const failure = exchangeLoginCode(code, nonce);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message });
  });
});

describe('2 getInfo', () => {
  it('GETs /dev/me/get-info with the bearer token', async () => {
    const info = getInfoFixture({
      user: { profile: { full_name: 'Ada L', education: [{ school: 'S', degree: null, major: null, grad: null }] } },
      founder: {
        'Title/Position': 'CEO',
        'LinkedIn Url': 'https://linkedin.com/in/ada',
        vibe_score: 81,
        Stage: 'Seed',
      },
      company: {
        company_name: 'Pear',
        summary: { industry: 'AI', cofounders: [{ name: 'Bo', role: 'CTO', linkedin: null }] },
      },
    });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getInfo, 200, info));
    await expect(getInfo()).resolves.toEqual(info);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('https://api.pear.test/dev/me/get-info');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('rejects a body the contract does not describe, with the spec message and the body for details', async () => {
    mockFetch(() => jsonResponse({ user: null }));
    const error = (await getInfo().catch((caught: unknown) => caught)) as UnexpectedResponseError;
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toBe('Failed to fetch user data');
    expect(error.details).toBe('status 200: {"user":null}');
    mockFetch(() => jsonResponse(['nope']));
    await expect(getInfo()).rejects.toThrow('Failed to fetch user data');
  });

  it('maps HTTP errors to ApiError with the spec fallback', async () => {
    mockFetch(() => jsonResponse({}, 401));
    await expect(getInfo()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Failed to fetch user data',
    });
  });
});

describe('3 getMatches', () => {
  const matches = [
    investorMatchFixture({ full_name: 'Jane' }),
    investorMatchFixture({ user_id: 'inv-2', name: 'Jon' }),
  ];

  it('GETs /dev/me/matches and accepts a list', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getMatches, 200, matches));
    await expect(getMatches()).resolves.toEqual(matches);
    expect(lastRequest().url).toBe('https://api.pear.test/dev/me/matches');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('accepts { matches } (spec §5)', async () => {
    mockFetch(() => jsonResponse({ matches }));
    await expect(getMatches()).resolves.toEqual(matches);
  });

  it('fails on other shapes, on a match the contract does not describe and on HTTP errors', async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    await expect(getMatches()).rejects.toThrow('Failed to fetch matches');
    mockFetch(() => jsonResponse([...matches, { full_name: 'No id' }]));
    await expect(getMatches()).rejects.toThrow('Failed to fetch matches');
    mockFetch(() => jsonResponse({}, 500));
    await expect(getMatches()).rejects.toThrow('Failed to fetch matches');
  });
});

describe('4 findMatches', () => {
  it('POSTs without a body, with a JSON content type', async () => {
    const result = findMatchResultFixture({ InvestorName: 'A', MatchScore: 90.4 });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.findMatches, 200, { results: [result] }));
    await expect(findMatches()).resolves.toEqual([result]);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.pear.test/dev/me/find-matches');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await request.text()).toBe('');
  });

  it('requires a results list', async () => {
    mockFetch(() => jsonResponse({ matches: [] }));
    await expect(findMatches()).rejects.toThrow('Failed to find new matches');
  });

  it.each([
    [{ message: 'Profile incomplete' }, 'Profile incomplete'],
    [{ error: 'Quota reached' }, 'Quota reached'],
    [{}, 'Failed to find new matches'],
  ])('reports %p as %p', async (body, message) => {
    mockFetch(() => jsonResponse(body, 400));
    await expect(findMatches()).rejects.toMatchObject({ message, status: 400 });
  });
});

describe('5 storeInfo', () => {
  const saved = () => contractResponse(endpoints.storeInfo, 200, { success: true });

  it('sends several fields in one body (Save All), each under its payload key', async () => {
    const { lastRequest } = mockFetch(saved);
    await storeInfo({ name: 'Ada', vision: 'Compute everything' });
    expect(await lastRequest().json()).toEqual({ 'Full name': 'Ada', vision: 'Compute everything' });
  });

  it.each<[EditedProfileField, string]>([
    ['name', 'Full name'],
    ['email', 'Contact'],
    ['location', 'Location'],
    ['website', 'website'],
    ['linkedin', 'LinkedIn Url'],
    ['background', 'Background'],
    ['phone', 'phone'],
  ])('sends %s as {"%s": value}', async (key, payloadKey) => {
    const { lastRequest } = mockFetch(saved);
    await storeInfo({ [key]: 'value as typed ' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.pear.test/dev/me/store-info');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ [payloadKey]: 'value as typed ' });
  });

  it('resolves on { success: true } and fails with the spec message otherwise', async () => {
    mockFetch(saved);
    await expect(storeInfo({ phone: '1' })).resolves.toBeUndefined();
    mockFetch(() => new Response(null, { status: 500 }));
    await expect(storeInfo({ phone: '1' })).rejects.toThrow('Failed to update info');
    mockFetch(() => jsonResponse({ ok: true }));
    await expect(storeInfo({ phone: '1' })).rejects.toThrow('Failed to update info');
  });
});

describe('6 parseResume', () => {
  it('POSTs { pdf_base64 } and returns the parsed profile', async () => {
    const profile = parsedResumeFixture({ full_name: 'Ada', skills: ['math'] });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parseResume, 200, profile));
    await expect(parseResume('JVBERi0=')).resolves.toEqual(profile);
    expect(lastRequest().url).toBe('https://api.pear.test/dev/founder/new/resume');
    expect(await lastRequest().json()).toEqual({ pdf_base64: 'JVBERi0=' });
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('fails with the spec message', async () => {
    mockFetch(() => jsonResponse({}, 500));
    await expect(parseResume('x')).rejects.toThrow('Failed to parse resume');
    mockFetch(() => jsonResponse('just a string'));
    await expect(parseResume('x')).rejects.toThrow('Failed to parse resume');
    mockFetch(() => jsonResponse({ full_name: 'Ada', skills: ['math'] }));
    await expect(parseResume('x')).rejects.toThrow('Failed to parse resume');
  });

  it('blobToBase64 encodes the bytes', async () => {
    await expect(blobToBase64(new Blob(['%PDF-1.7']))).resolves.toBe(Buffer.from('%PDF-1.7').toString('base64'));
  });
});

describe('7 parsePitchdeck', () => {
  const pdf = () => new Blob(['%PDF-1.4 deck bytes'], { type: 'application/pdf' });
  const analysis = deckAnalysisFixture({ startupName: 'Pear', industry: 'Fintech', tractions: ['$1M ARR'] });

  it('sends the raw PDF as application/pdf', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parsePitchdeck, 200, { analysis }));
    await expect(parsePitchdeck(pdf())).resolves.toEqual(analysis);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.pear.test/dev/founder/new/pitchdeck');
    expect(request.headers.get('Content-Type')).toBe('application/pdf');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await request.text()).toBe('%PDF-1.4 deck bytes');
  });

  it('extracts an object from a string analysis', async () => {
    mockFetch(() => jsonResponse({ analysis: `Result: ${JSON.stringify(analysis)} done` }));
    await expect(parsePitchdeck(pdf())).resolves.toEqual(analysis);
  });

  it('falls back to the whole response', async () => {
    mockFetch(() => jsonResponse({ ...analysis, analysis: 'no object' }));
    await expect(parsePitchdeck(pdf())).resolves.toEqual(analysis);
  });

  it('reads a text body', async () => {
    mockFetch(() => textResponse(`Analysis: ${JSON.stringify(analysis)}`));
    await expect(parsePitchdeck(pdf())).resolves.toEqual(analysis);
  });

  it('fails with the spec message', async () => {
    mockFetch(() => jsonResponse({}, 500));
    await expect(parsePitchdeck(pdf())).rejects.toThrow('Failed to upload or parse pitchdeck.');
    mockFetch(() => new Response(null, { status: 200 }));
    await expect(parsePitchdeck(pdf())).rejects.toThrow('Failed to upload or parse pitchdeck.');
    mockFetch(() => textResponse('unstructured'));
    await expect(parsePitchdeck(pdf())).rejects.toThrow('Failed to upload or parse pitchdeck.');
    // Part of an analysis is not an analysis.
    mockFetch(() => jsonResponse({ analysis: { startupName: 'Pear' } }));
    await expect(parsePitchdeck(pdf())).rejects.toThrow('Failed to upload or parse pitchdeck.');
  });
});

describe('8 getVibeScore', () => {
  it('GETs /dev/me/vibescore and reads vibe_score → score → 0', async () => {
    const vibeScore = vibeScoreFixture(87);
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getVibeScore, 200, vibeScore));
    await expect(getVibeScore()).resolves.toEqual(vibeScore);
    expect(lastRequest().url).toBe('https://api.pear.test/dev/me/vibescore');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    mockFetch(() => jsonResponse({ score: 12 }));
    await expect(getVibeScore()).resolves.toEqual({ vibe_score: 12 });
    mockFetch(() => jsonResponse({ vibe_score: null, score: 64 }));
    await expect(getVibeScore()).resolves.toEqual({ vibe_score: 64 });
    mockFetch(() => jsonResponse({}));
    await expect(getVibeScore()).resolves.toEqual({ vibe_score: 0 });
  });

  it('fails on a breakdown the contract does not describe', async () => {
    mockFetch(() => jsonResponse({ vibe_score: 87, breakdown: { deck: 40 } }));
    await expect(getVibeScore()).rejects.toMatchObject({
      message: 'Failed to fetch vibescore',
      details: 'status 200: {"vibe_score":87,"breakdown":{"deck":40}}',
    });
  });

  it('reports the server message or the fallback, with status and body details', async () => {
    mockFetch(() => jsonResponse({ error: 'Profile not parsed yet' }, 404));
    const error = (await getVibeScore().catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Profile not parsed yet');
    expect(error.details).toBe('status 404: {"error":"Profile not parsed yet"}');
    mockFetch(() => new Response('', { status: 500 }));
    await expect(getVibeScore()).rejects.toThrow('Failed to fetch vibescore');
  });
});

describe('9 startCheckout', () => {
  it('POSTs { plan, email } to the prod stage and returns checkout_url', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.startCheckout, 200, { checkout_url: 'https://checkout.test/s/1' }),
    );
    await expect(startCheckout('pro', 'ada@x.io')).resolves.toBe('https://checkout.test/s/1');
    const request = lastRequest();
    expect(request.url).toBe('https://api.pear.test/prod/payment/checkout');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await request.json()).toEqual({ plan: 'pro', email: 'ada@x.io' });
  });

  it('sends an empty e-mail when none is stored', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.startCheckout, 200, { checkout_url: 'https://checkout.test/s/2' }),
    );
    await startCheckout('basic', null);
    expect(await lastRequest().json()).toEqual({ plan: 'basic', email: '' });
  });

  it('fails without a checkout_url or on HTTP errors', async () => {
    mockFetch(() => jsonResponse({}));
    await expect(startCheckout('team', 'a@b.c')).rejects.toThrow('Failed to start checkout process. Please try again.');
    mockFetch(() => contractResponse(endpoints.startCheckout, 200, { checkout_url: '' }));
    await expect(startCheckout('team', 'a@b.c')).rejects.toThrow('Failed to start checkout process. Please try again.');
    mockFetch(() => jsonResponse({}, 502));
    await expect(startCheckout('team', 'a@b.c')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('10 parseThesis', () => {
  it('POSTs multipart with the PDF in field "thesis", with the bearer token', async () => {
    const thesis = thesisFixture({ industries: ['Fintech'], stages: ['Seed'] });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parseThesis, 200, { thesis }));
    const file = new File(['%PDF thesis'], 'my-thesis.pdf', { type: 'application/pdf' });
    await expect(parseThesis(file)).resolves.toEqual(thesis);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.pear.test/api/investor/thesis-parse');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const sent = form.get('thesis') as File;
    expect(sent.name).toBe('my-thesis.pdf');
    expect(await sent.text()).toBe('%PDF thesis');
  });

  it('fails with the spec message on an error or an answer without the thesis', async () => {
    mockFetch(() => textResponse('not json'));
    await expect(parseThesis(new Blob(['x']))).rejects.toThrow('Failed to upload or parse thesis.');
    mockFetch(() => jsonResponse({}, 500));
    await expect(parseThesis(new Blob(['x']))).rejects.toThrow('Failed to upload or parse thesis.');
  });
});

describe('11 insertEarlyAccessSignup', () => {
  const row = { email: 'ada@x.io', first_name: 'Ada', last_name: 'L', linkedin: null, role: 'founder' as const };

  it('POSTs the row to the REST table with the anonymous key, never the user token', async () => {
    const { lastRequest } = mockFetch(() => new Response(null, { status: 201 }));
    await expect(insertEarlyAccessSignup(row)).resolves.toEqual({ error: null, status: 201 });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://baas.pear.test/rest/v1/early_access_signups');
    expect(request.headers.get('apikey')).toBe('anon-public-key');
    expect(request.headers.get('Authorization')).toBe('Bearer anon-public-key');
    expect(request.headers.get('Prefer')).toBe('return=minimal');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(row);
  });

  it('sends an empty profile URL as null', async () => {
    const { lastRequest } = mockFetch(() => new Response(null, { status: 201 }));
    await insertEarlyAccessSignup({ ...row, linkedin: '  ' });
    expect(await lastRequest().json()).toMatchObject({ linkedin: null });
  });

  it('returns the database error of a duplicate e-mail', async () => {
    mockFetch(() =>
      contractResponse(endpoints.insertEarlyAccessSignup, 409, {
        code: '23505',
        message: 'duplicate key value violates unique constraint',
        details: 'Key (email)',
        hint: null,
      }),
    );
    await expect(insertEarlyAccessSignup(row)).resolves.toEqual({
      status: 409,
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint',
        details: 'Key (email)',
        hint: null,
      },
    });
  });

  it("reads the API's own error body of a 429", async () => {
    mockFetch(() =>
      contractResponse(endpoints.insertEarlyAccessSignup, 429, {
        error: 'Too Many Requests',
        message: 'Too many sign-ups from this address. Try again in a minute.',
        statusCode: 429,
      }),
    );
    await expect(insertEarlyAccessSignup(row)).resolves.toEqual({
      status: 429,
      error: {
        code: '429',
        message: 'Too many sign-ups from this address. Try again in a minute.',
        details: null,
        hint: null,
      },
    });
  });

  it('builds an error from a bare failure', async () => {
    mockFetch(() => new Response('upstream down', { status: 503, statusText: 'Service Unavailable' }));
    await expect(insertEarlyAccessSignup(row)).resolves.toMatchObject({
      error: { code: '503', message: 'upstream down' },
    });
  });

  it('rejects on a network failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(insertEarlyAccessSignup(row)).rejects.toThrow('Failed to fetch');
  });
});

describe('12 invokeChatAssistant', () => {
  const history = [
    { role: 'user' as const, content: 'Hi' },
    { role: 'assistant' as const, content: 'Hello!' },
  ];

  it('POSTs { message, conversation_history } to the function with the public key', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.chatAssistant, 200, { success: true, response: 'Pear matches founders.' }),
    );
    await expect(invokeChatAssistant('What is Pear?', history)).resolves.toEqual({
      success: true,
      response: 'Pear matches founders.',
    });
    const request = lastRequest();
    expect(request.url).toBe('https://baas.pear.test/functions/v1/chat-assistant');
    expect(request.headers.get('apikey')).toBe('anon-public-key');
    expect(request.headers.get('Authorization')).toBe('Bearer anon-public-key');
    expect(await request.json()).toEqual({ message: 'What is Pear?', conversation_history: history });
  });

  it('throws "No data received from function" on an empty answer', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    await expect(invokeChatAssistant('x', [])).rejects.toThrow(CHAT_NO_DATA_ERROR);
    expect(CHAT_NO_DATA_ERROR).toBe('No data received from function');
  });

  it('throws "Failed to get response" on { error }', async () => {
    mockFetch(() => jsonResponse({ error: 'LLM down' }));
    await expect(invokeChatAssistant('x', [])).rejects.toThrow(CHAT_FAILED_ERROR);
    expect(CHAT_FAILED_ERROR).toBe('Failed to get response');
  });

  it('fails on HTTP errors', async () => {
    mockFetch(() => jsonResponse({}, 500));
    await expect(invokeChatAssistant('x', [])).rejects.toThrow('Failed to get response');
  });
});
