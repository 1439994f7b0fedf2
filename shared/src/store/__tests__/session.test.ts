import type * as StoreModule from '@pear/shared/store';
import { getAppState, rehydrateAppStore, resetAppStore, SESSION_STORAGE_KEYS, useAppStore } from '@pear/shared/store';

const dispatchStorage = (key: string | null, newValue: string | null) => {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
};

describe('session slice', () => {
  it('starts signed out', () => {
    expect(getAppState()).toMatchObject({
      authToken: null,
      userEmail: null,
      signupRole: null,
      pitchdeckParsedData: null,
    });
  });

  it('uses the spec browser keys', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({
      authToken: 'auth_token',
      userEmail: 'user_email',
      signupRole: 'signup_role',
      pitchdeckParsedData: 'pitchdeck_parsed_data',
    });
  });

  it('writes the token and e-mail as raw strings', () => {
    getAppState().setSession({ token: 'tok.en.sig', email: 'ada@example.com' });
    expect(localStorage.getItem('auth_token')).toBe('tok.en.sig');
    expect(localStorage.getItem('user_email')).toBe('ada@example.com');
    expect(getAppState()).toMatchObject({ authToken: 'tok.en.sig', userEmail: 'ada@example.com' });
  });

  it('setSession without an e-mail keeps the stored one', () => {
    getAppState().setUserEmail('ada@example.com');
    getAppState().setSession({ token: 't2' });
    expect(getAppState().userEmail).toBe('ada@example.com');
    expect(localStorage.getItem('auth_token')).toBe('t2');
  });

  it('writes the role as "founder" / "investor"', () => {
    getAppState().setSignupRole('investor');
    expect(localStorage.getItem('signup_role')).toBe('investor');
    getAppState().setSignupRole('founder');
    expect(localStorage.getItem('signup_role')).toBe('founder');
    getAppState().setSignupRole(null);
    expect(localStorage.getItem('signup_role')).toBeNull();
  });

  it('writes the parsed pitch deck as JSON', () => {
    const data = { startupName: 'Pear', tractions: ['1k users'] };
    getAppState().setPitchdeckParsedData(data);
    expect(localStorage.getItem('pitchdeck_parsed_data')).toBe(JSON.stringify(data));
    getAppState().setPitchdeckParsedData(null);
    expect(localStorage.getItem('pitchdeck_parsed_data')).toBeNull();
  });

  it('clearAuthToken removes only the token', () => {
    getAppState().setSession({ token: 't', email: 'e@x.io' });
    getAppState().setSignupRole('founder');
    getAppState().clearAuthToken();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_email')).toBe('e@x.io');
    expect(localStorage.getItem('signup_role')).toBe('founder');
    expect(getAppState().authToken).toBeNull();
  });

  it('signOut removes the auth token', () => {
    getAppState().setAuthToken('t');
    getAppState().setUserEmail('e@x.io');
    getAppState().signOut();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getAppState().authToken).toBeNull();
    expect(getAppState().userEmail).toBe('e@x.io');
  });

  it('follows other tabs through storage events', () => {
    dispatchStorage('auth_token', 'from-other-tab');
    expect(getAppState().authToken).toBe('from-other-tab');
    dispatchStorage('signup_role', 'investor');
    expect(getAppState().signupRole).toBe('investor');
    dispatchStorage('signup_role', 'hacker');
    expect(getAppState().signupRole).toBeNull();
    dispatchStorage('pitchdeck_parsed_data', '{"startupName":"Pear"}');
    expect(getAppState().pitchdeckParsedData).toEqual({ startupName: 'Pear' });
    dispatchStorage('auth_token', null);
    expect(getAppState().authToken).toBeNull();
  });

  it('ignores unrelated keys and re-reads everything after a clear()', () => {
    getAppState().setAuthToken('t');
    dispatchStorage('something_else', 'x');
    expect(getAppState().authToken).toBe('t');
    localStorage.clear();
    dispatchStorage(null, null);
    expect(getAppState().authToken).toBeNull();
  });

  it('rehydrates from keys written directly', () => {
    localStorage.setItem('auth_token', 'direct');
    localStorage.setItem('user_email', 'direct@x.io');
    rehydrateAppStore();
    expect(getAppState()).toMatchObject({ authToken: 'direct', userEmail: 'direct@x.io' });
  });

  it('resetAppStore empties the session and its keys', () => {
    getAppState().setSession({ token: 't', email: 'e' });
    getAppState().pushToast({ title: 'Hi' });
    resetAppStore();
    expect(getAppState()).toMatchObject({ authToken: null, userEmail: null, toasts: [] });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('is a hook for React and a plain store for other code', () => {
    expect(typeof useAppStore).toBe('function');
    expect(useAppStore.getState()).toBe(getAppState());
  });
});

describe('hydration at store creation', () => {
  const loadFreshStore = () => {
    let store: typeof StoreModule | undefined;
    jest.isolateModules(() => {
      store = jest.requireActual<typeof StoreModule>('@pear/shared/store');
    });
    if (!store) throw new Error('store not loaded');
    return store;
  };

  it('reads the four keys written by the original app', () => {
    localStorage.setItem('auth_token', 'header.payload.sig');
    localStorage.setItem('user_email', 'grace@example.com');
    localStorage.setItem('signup_role', 'founder');
    localStorage.setItem('pitchdeck_parsed_data', '{"industry":"AI"}');
    const { getAppState: getFreshState } = loadFreshStore();
    expect(getFreshState()).toMatchObject({
      authToken: 'header.payload.sig',
      userEmail: 'grace@example.com',
      signupRole: 'founder',
      pitchdeckParsedData: { industry: 'AI' },
    });
  });

  it('ignores an unknown role and keeps non-JSON pitch-deck text as is', () => {
    localStorage.setItem('signup_role', 'admin');
    localStorage.setItem('pitchdeck_parsed_data', 'not json');
    const { getAppState: getFreshState } = loadFreshStore();
    expect(getFreshState().signupRole).toBeNull();
    expect(getFreshState().pitchdeckParsedData).toBe('not json');
  });

  it('counts each store creation on globalThis.__PEAR_SINGLETONS__', () => {
    const before = globalThis.__PEAR_SINGLETONS__?.store ?? 0;
    expect(before).toBeGreaterThanOrEqual(1);
    loadFreshStore();
    expect(globalThis.__PEAR_SINGLETONS__?.store).toBe(before + 1);
  });

  it('keeps the signed-out state as its initial state, which is what React hydrates prerendered pages with', () => {
    localStorage.setItem('auth_token', 'tok.en.sig');
    localStorage.setItem('user_email', 'ada@example.com');
    const { useAppStore: freshStore } = loadFreshStore();
    expect(freshStore.getState()).toMatchObject({ authToken: 'tok.en.sig', userEmail: 'ada@example.com' });
    expect(freshStore.getInitialState()).toMatchObject({ authToken: null, userEmail: null, signupRole: null });
  });
});
