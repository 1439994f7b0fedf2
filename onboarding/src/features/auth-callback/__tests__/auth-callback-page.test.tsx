import { render } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@pear/shared/router';
import { getAppState, rehydrateAppStore } from '@pear/shared/store';
import { PearUiProvider } from '@pear/shared/ui';

import { AuthCallbackPage } from '../auth-callback-page';

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: Record<string, unknown>) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

/** A token as the API issues it: an hour of validity, maybe a role and an e-mail. */
const apiToken = (claims: Record<string, unknown> = {}) =>
  tokenWith({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims });

const storeSignupRole = (role: 'founder' | 'investor') => {
  localStorage.setItem('signup_role', role);
  rehydrateAppStore();
};

/**
 * Lands on the callback URL in the (jsdom) browser, as the external login's redirect does, and renders the page
 * behind the real browser router. Returns the history length on arrival, to tell a replace from a push.
 */
const arriveAtCallback = (search: string) => {
  window.history.pushState(null, '', `/signup/authcallback${search}`);
  const historyLength = window.history.length;
  render(
    <PearUiProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/signup/authcallback" element={<AuthCallbackPage />} />
          <Route path="*" element={<p>Next page</p>} />
        </Routes>
      </BrowserRouter>
    </PearUiProvider>,
  );
  return { historyLength };
};

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

describe('AuthCallbackPage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('goes to /signin without a token and stores nothing', () => {
    arriveAtCallback('?isNewUser=true');
    expect(currentUrl()).toBe('/signin');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getAppState().authToken).toBeNull();
  });

  it.each([
    ['founder', 'true', '/signup/pitchdeckparse'],
    ['founder', 'false', '/founders'],
    ['investor', 'true', '/signup/investorthesisparse'],
    ['investor', 'false', '/investors'],
  ] as const)('sends a %s with isNewUser=%s to %s', (role, isNewUser, route) => {
    storeSignupRole(role);
    arriveAtCallback(`?token=${apiToken()}&isNewUser=${isNewUser}`);
    expect(currentUrl()).toBe(route);
  });

  it.each(['True', 'TRUE', '1'])('treats isNewUser=%s as a new user', (isNewUser) => {
    storeSignupRole('founder');
    arriveAtCallback(`?token=${apiToken()}&isNewUser=${isNewUser}`);
    expect(currentUrl()).toBe('/signup/pitchdeckparse');
  });

  it('treats a missing isNewUser as a returning user', () => {
    storeSignupRole('investor');
    arriveAtCallback(`?token=${apiToken()}`);
    expect(currentUrl()).toBe('/investors');
  });

  it("follows the token's role claim over the signup_role stored in this browser", () => {
    storeSignupRole('founder');
    arriveAtCallback(`?token=${apiToken({ role: 'investor' })}&isNewUser=true`);
    expect(currentUrl()).toBe('/signup/investorthesisparse');
  });

  it('stores the token and the e-mail claim in localStorage', () => {
    const token = apiToken({ role: 'founder', email: 'ada@example.com' });
    arriveAtCallback(`?token=${token}&isNewUser=false`);
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(localStorage.getItem('user_email')).toBe('ada@example.com');
    expect(getAppState().authToken).toBe(token);
  });

  it('removes the token from the address bar and from history', () => {
    const token = apiToken({ role: 'founder' });
    const { historyLength } = arriveAtCallback(`?token=${token}&isNewUser=false`);

    expect(currentUrl()).toBe('/founders');
    expect(window.location.href).not.toContain(token);
    // The callback entry was replaced, not followed by a new one, so Back cannot return to the token URL.
    expect(window.history.length).toBe(historyLength);
  });
});
