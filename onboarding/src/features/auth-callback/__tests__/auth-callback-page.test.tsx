import { endpoints, type LoginSession } from '@pear/contract';
import { BrowserRouter, Route, Routes } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';
import { contractResponse, jsonResponse, mockFetch, useTestConfig } from '@pear/shared/testing';
import { PearUiProvider } from '@pear/shared/ui';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';

import { AuthCallbackPage } from '../auth-callback-page';

const NONCE = 'tab-nonce-tab-nonce-tab-nonce-tab-nonce-123';
let codeCounter = 0;
/** A fresh one-time code per test, as every callback gets its own. */
const newCode = () => `code-${String((codeCounter += 1)).padStart(38, '0')}`;

const sessionFor = (role: 'founder' | 'investor', email = 'ada@example.com'): LoginSession => ({
  token: `session-token-for-${role}`,
  user: { email, name: 'Ada Lovelace', role },
});

/** What the sign-in page leaves in the tab before it leaves for the login. */
const startedLoginInThisTab = () => sessionStorage.setItem('pear_login_nonce', NONCE);

/** The API's exchange: the session for the right code and nonce, once; 401 for anything else. */
const serveExchange = (code: string, session: LoginSession) => {
  let used = false;
  return mockFetch(async (request) => {
    const body = (await request.clone().json()) as { code: string; nonce: string };
    if (used || body.code !== code || body.nonce !== NONCE) {
      return jsonResponse({ error: 'unauthorized', message: 'This sign-in link has expired.', statusCode: 401 }, 401);
    }
    used = true;
    return contractResponse(endpoints.exchangeLoginCode, 200, session);
  });
};

/**
 * Lands on the callback URL in the (jsdom) browser, as the API's redirect does, and renders the page behind the real
 * browser router (in StrictMode, as the shell does). Returns the history length on arrival, to tell a replace from a
 * push.
 */
const arriveAtCallback = (search: string) => {
  window.history.pushState(null, '', `/signup/authcallback${search}`);
  const historyLength = window.history.length;
  render(
    <StrictMode>
      <PearUiProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/signup/authcallback" element={<AuthCallbackPage />} />
            <Route path="*" element={<p>Next page</p>} />
          </Routes>
        </BrowserRouter>
      </PearUiProvider>
    </StrictMode>,
  );
  return { historyLength };
};

const currentUrl = () => `${window.location.pathname}${window.location.search}`;
const arrivedAt = async (url: string) => {
  await screen.findByText('Next page');
  expect(currentUrl()).toBe(url);
};

describe('AuthCallbackPage', () => {
  beforeEach(() => {
    useTestConfig();
    sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('goes to /signin without a code and stores nothing', async () => {
    const { spy } = mockFetch(() => jsonResponse({}, 500));
    startedLoginInThisTab();
    arriveAtCallback('?isNewUser=true');
    await arrivedAt('/signin');
    expect(spy).not.toHaveBeenCalled();
    expect(getAppState().authToken).toBeNull();
  });

  it.each([
    ['founder', 'true', '/signup/pitchdeckparse'],
    ['founder', 'false', '/founders'],
    ['investor', 'true', '/signup/investorthesisparse'],
    ['investor', 'false', '/investors'],
  ] as const)(
    "sends a %s with isNewUser=%s to %s (the account's role, from the API)",
    async (role, isNewUser, route) => {
      const code = newCode();
      serveExchange(code, sessionFor(role));
      startedLoginInThisTab();
      arriveAtCallback(`?token=${code}&isNewUser=${isNewUser}`);
      await arrivedAt(route);
    },
  );

  it.each(['True', 'TRUE', '1'])('treats isNewUser=%s as a new user', async (isNewUser) => {
    const code = newCode();
    serveExchange(code, sessionFor('founder'));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${code}&isNewUser=${isNewUser}`);
    await arrivedAt('/signup/pitchdeckparse');
  });

  it('treats a missing isNewUser as a returning user', async () => {
    const code = newCode();
    serveExchange(code, sessionFor('investor'));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${code}`);
    await arrivedAt('/investors');
  });

  it("follows the account's role over the signup_role stored in this browser", async () => {
    getAppState().setSignupRole('founder');
    const code = newCode();
    serveExchange(code, sessionFor('investor'));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${code}&isNewUser=true`);
    await arrivedAt('/signup/investorthesisparse');
  });

  it("trades the code and this tab's nonce once, stores the session token and e-mail, and forgets the nonce", async () => {
    const code = newCode();
    const { requests } = serveExchange(code, sessionFor('founder', 'grace@example.com'));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${code}&isNewUser=false`);
    await arrivedAt('/founders');

    // StrictMode runs the effect twice; the code is still spent only once.
    expect(requests()).toHaveLength(1);
    const [request] = requests();
    expect(request?.url).toBe('https://api.pear.test/dev/auth/exchange');
    expect(request?.method).toBe('POST');
    await expect(request?.json()).resolves.toEqual({ code, nonce: NONCE });

    expect(localStorage.getItem('auth_token')).toBe('session-token-for-founder');
    expect(localStorage.getItem('user_email')).toBe('grace@example.com');
    expect(getAppState().authToken).toBe('session-token-for-founder');
    expect(sessionStorage.getItem('pear_login_nonce')).toBeNull();
  });

  it('removes the code from the address bar and from history', async () => {
    const code = newCode();
    serveExchange(code, sessionFor('founder'));
    startedLoginInThisTab();
    const { historyLength } = arriveAtCallback(`?token=${code}&isNewUser=false`);
    await arrivedAt('/founders');
    expect(window.location.href).not.toContain(code);
    // The callback entry was replaced, not followed by a new one, so Back cannot return to the code URL.
    expect(window.history.length).toBe(historyLength);
  });

  it('sends a link opened in a tab that started no login to /signin with a message, without spending the code', async () => {
    const code = newCode();
    const { spy } = serveExchange(code, sessionFor('founder'));
    arriveAtCallback(`?token=${code}&isNewUser=false`);
    await arrivedAt('/signin?error=login_expired');
    expect(spy).not.toHaveBeenCalled();
    expect(getAppState().authToken).toBeNull();
  });

  it('sends a refused code (used, expired or foreign) to /signin with a message and stores nothing', async () => {
    serveExchange(newCode(), sessionFor('founder'));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${newCode()}&isNewUser=false`);
    await arrivedAt('/signin?error=login_expired');
    expect(getAppState().authToken).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('pear_login_nonce')).toBeNull();
  });

  it('sends a failed exchange to /signin with the generic sign-in failure', async () => {
    mockFetch(() => jsonResponse({ error: 'internal_server_error', message: 'boom', statusCode: 500 }, 500));
    startedLoginInThisTab();
    arriveAtCallback(`?token=${newCode()}&isNewUser=false`);
    await arrivedAt('/signin?error=login_failed');
    expect(getAppState().authToken).toBeNull();
  });
});
