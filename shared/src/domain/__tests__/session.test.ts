import {
  decodeTokenPayload,
  isSessionCheckExempt,
  isSignedIn,
  isTokenExpired,
  SESSION_CHECK_EXEMPT_PATHS,
  SESSION_CHECK_INTERVAL_MS,
  sessionRole,
} from '@pear/shared/domain';

const base64Url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const tokenWith = (payload: unknown) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('isTokenExpired', () => {
  it('is expired when exp is exactly now', () => {
    expect(isTokenExpired(tokenWith({ exp: NOW_S }), NOW_MS)).toBe(true);
  });

  it('is expired when exp is in the past', () => {
    expect(isTokenExpired(tokenWith({ exp: NOW_S - 1 }), NOW_MS)).toBe(true);
  });

  it('is not expired when exp is one second later than now', () => {
    expect(isTokenExpired(tokenWith({ exp: NOW_S + 1 }), NOW_MS)).toBe(false);
  });

  it('compares in milliseconds (exp in seconds, now in ms)', () => {
    expect(isTokenExpired(tokenWith({ exp: NOW_S }), NOW_MS - 1)).toBe(false);
    expect(isTokenExpired(tokenWith({ exp: NOW_S }), NOW_MS + 1)).toBe(true);
  });

  it.each([null, undefined, '', '   '])('treats %p as expired', (token) => {
    expect(isTokenExpired(token, NOW_MS)).toBe(true);
  });

  it.each([
    ['a token without dots', 'not-a-jwt'],
    ['a payload that is not base64 JSON', 'aaa.@@@.ccc'],
    ['a payload that is a JSON array', `x.${base64Url('[1,2]')}.y`],
    ['a payload without exp', tokenWith({ sub: 'u1' })],
    ['a non-numeric exp', tokenWith({ exp: 'soon' })],
  ])('treats %s as not expired', (_label, token) => {
    expect(isTokenExpired(token, NOW_MS)).toBe(false);
  });

  it('accepts a numeric-string exp', () => {
    expect(isTokenExpired(tokenWith({ exp: String(NOW_S - 10) }), NOW_MS)).toBe(true);
  });

  it('decodes base64url payloads (with - and _) and UTF-8 text', () => {
    const payload = { exp: NOW_S + 60, name: 'Zoë ~~~ ???>>>' };
    const token = tokenWith(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenPayload(token)).toEqual(payload);
    expect(isTokenExpired(token, NOW_MS)).toBe(false);
  });

  it('defaults now to Date.now()', () => {
    expect(isTokenExpired(tokenWith({ exp: Math.floor(Date.now() / 1000) - 5 }))).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600 }))).toBe(false);
  });
});

describe('isSignedIn', () => {
  it('needs a present, unexpired token', () => {
    expect(isSignedIn(tokenWith({ exp: NOW_S + 60 }), NOW_MS)).toBe(true);
    expect(isSignedIn(tokenWith({ exp: NOW_S }), NOW_MS)).toBe(false);
    expect(isSignedIn(null, NOW_MS)).toBe(false);
    expect(isSignedIn('', NOW_MS)).toBe(false);
  });

  it('counts an unparseable token as signed in', () => {
    expect(isSignedIn('opaque-token', NOW_MS)).toBe(true);
  });
});

describe('session check exemption', () => {
  it('lists exactly the four landing routes', () => {
    expect(SESSION_CHECK_EXEMPT_PATHS).toEqual(['/', '/landing', '/landing-1', '/landing-2']);
  });

  it.each(['/', '/landing', '/landing-1', '/landing-2', '/landing/'])('exempts %s', (path) => {
    expect(isSessionCheckExempt(path)).toBe(true);
  });

  it.each(['/founders', '/resources', '/landing-3', '/landing/extra', '/signup', '/payment', ''])(
    'checks %p',
    (path) => {
      expect(isSessionCheckExempt(path)).toBe(false);
    },
  );

  it('runs every 60 s', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
  });
});

describe('sessionRole', () => {
  it("reads the token's role claim", () => {
    expect(sessionRole(tokenWith({ role: 'investor' }))).toBe('investor');
    expect(sessionRole(tokenWith({ role: 'founder' }), 'investor')).toBe('founder');
  });

  it('falls back to the stored role when the claim is missing or not a role', () => {
    expect(sessionRole(tokenWith({ sub: 'u' }), 'investor')).toBe('investor');
    expect(sessionRole(tokenWith({ role: 'admin' }), 'founder')).toBe('founder');
    expect(sessionRole('not-a-token', 'investor')).toBe('investor');
    expect(sessionRole(null, 'investor')).toBe('investor');
    expect(sessionRole(tokenWith({ sub: 'u' }))).toBeNull();
  });
});
