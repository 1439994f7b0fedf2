import { readAuthCallback, resolveNextRoute } from '../resolve-next-route';

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: Record<string, unknown>) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

const callbackSearch = (token: string, isNewUser?: string) =>
  `?${new URLSearchParams(isNewUser === undefined ? { token } : { token, isNewUser })}`;

describe('resolveNextRoute (spec §4 sign-up flow)', () => {
  it.each([
    ['founder', true, '/signup/pitchdeckparse'],
    ['founder', false, '/founders'],
    ['investor', true, '/signup/investorthesisparse'],
    ['investor', false, '/investors'],
  ] as const)('sends a %s with isNewUser=%s to %s', (role, isNewUser, route) => {
    expect(resolveNextRoute(role, isNewUser)).toBe(route);
  });
});

describe('readAuthCallback', () => {
  it.each(['', '?isNewUser=true', '?token=', '?token=&isNewUser=true'])(
    'has nothing to do without a token (%j)',
    (search) => {
      expect(readAuthCallback(search, 'founder')).toBeNull();
    },
  );

  it('returns the token and the e-mail claim', () => {
    const token = tokenWith({ sub: 'u1', email: 'ada@example.com', role: 'founder' });
    expect(readAuthCallback(callbackSearch(token, 'false'), null)).toEqual({
      token,
      email: 'ada@example.com',
      nextRoute: '/founders',
    });
  });

  it('has no e-mail when the token carries none', () => {
    expect(readAuthCallback(callbackSearch(tokenWith({ sub: 'u1' })), null)?.email).toBeNull();
  });

  it.each(['true', 'True', 'TRUE', '1'])('treats isNewUser=%s as a new user', (isNewUser) => {
    expect(readAuthCallback(callbackSearch(tokenWith({ role: 'investor' }), isNewUser), null)?.nextRoute).toBe(
      '/signup/investorthesisparse',
    );
  });

  it.each([undefined, '', 'false', 'tRUE', 'yes', '0', '2', ' true'])('treats isNewUser=%j as not new', (isNewUser) => {
    expect(readAuthCallback(callbackSearch(tokenWith({ role: 'investor' }), isNewUser), null)?.nextRoute).toBe(
      '/investors',
    );
  });

  it("lets the token's role claim win over the role stored in this browser", () => {
    const token = tokenWith({ role: 'investor' });
    expect(readAuthCallback(callbackSearch(token, 'true'), 'founder')?.nextRoute).toBe('/signup/investorthesisparse');
    expect(readAuthCallback(callbackSearch(tokenWith({ role: 'founder' }), 'true'), 'investor')?.nextRoute).toBe(
      '/signup/pitchdeckparse',
    );
  });

  it('uses the stored role when the token has no valid role claim', () => {
    expect(readAuthCallback(callbackSearch(tokenWith({ sub: 'u1' }), 'true'), 'investor')?.nextRoute).toBe(
      '/signup/investorthesisparse',
    );
    expect(readAuthCallback(callbackSearch(tokenWith({ role: 'admin' }), 'false'), 'investor')?.nextRoute).toBe(
      '/investors',
    );
  });

  it('falls back to the founder flow with no role anywhere', () => {
    expect(readAuthCallback(callbackSearch(tokenWith({ sub: 'u1' }), 'true'), null)?.nextRoute).toBe(
      '/signup/pitchdeckparse',
    );
  });

  it('still signs in with a token whose payload cannot be read', () => {
    expect(readAuthCallback(callbackSearch('not-a-jwt', 'false'), 'investor')).toEqual({
      token: 'not-a-jwt',
      email: null,
      nextRoute: '/investors',
    });
  });
});
