import { readAuthCallback, resolveNextRoute } from '../resolve-next-route';

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
    'has nothing to do without a code (%j)',
    (search) => {
      expect(readAuthCallback(search)).toBeNull();
    },
  );

  it("reads the one-time code from the spec's token parameter", () => {
    expect(readAuthCallback('?token=abc&isNewUser=false')).toEqual({ code: 'abc', isNewUser: false });
  });

  it.each(['true', 'True', 'TRUE', '1'])('treats isNewUser=%s as a new user', (isNewUser) => {
    expect(readAuthCallback(`?token=abc&isNewUser=${isNewUser}`)?.isNewUser).toBe(true);
  });

  it.each([undefined, '', 'false', 'tRUE', 'yes', '0', '2', ' true'])('treats isNewUser=%j as not new', (isNewUser) => {
    const search = `?${new URLSearchParams(isNewUser === undefined ? { token: 'abc' } : { token: 'abc', isNewUser })}`;
    expect(readAuthCallback(search)?.isNewUser).toBe(false);
  });
});
