import { isRole } from '@pear/shared/domain';
import type { StateCreator } from 'zustand';
import type { AppState, Session } from './types';

type SessionField = keyof Session;

/**
 * The browser keys of spec §3, one localStorage key per value, written exactly as the original app did (raw strings
 * for the token, e-mail and role; JSON for the parsed pitch deck) so existing browsers keep their session.
 */
export const SESSION_STORAGE_KEYS = {
  authToken: 'auth_token',
  userEmail: 'user_email',
  signupRole: 'signup_role',
  pitchdeckParsedData: 'pitchdeck_parsed_data',
} as const satisfies Record<SessionField, string>;

const SESSION_FIELDS = Object.keys(SESSION_STORAGE_KEYS) as SessionField[];

const getStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
};

const decode = (field: SessionField, raw: string | null): Session[SessionField] => {
  if (raw === null) return null;
  switch (field) {
    case 'authToken':
    case 'userEmail':
      return raw === '' ? null : raw;
    case 'signupRole':
      return isRole(raw) ? raw : null;
    case 'pitchdeckParsedData':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
  }
};

const encode = (field: SessionField, value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return field === 'pitchdeckParsedData' ? JSON.stringify(value) : String(value);
};

const fieldForKey = (key: string): SessionField | undefined =>
  SESSION_FIELDS.find((field) => SESSION_STORAGE_KEYS[field] === key);

/** The session as stored in localStorage right now. */
export const readStoredSession = (): Session => {
  const storage = getStorage();
  const read = <F extends SessionField>(field: F) => {
    try {
      return decode(field, storage?.getItem(SESSION_STORAGE_KEYS[field]) ?? null);
    } catch {
      return null;
    }
  };
  return {
    authToken: read('authToken') as Session['authToken'],
    userEmail: read('userEmail') as Session['userEmail'],
    signupRole: read('signupRole') as Session['signupRole'],
    pitchdeckParsedData: read('pitchdeckParsedData'),
  };
};

const writeField = (field: SessionField, value: unknown): void => {
  const storage = getStorage();
  if (!storage) return;
  try {
    const raw = encode(field, value);
    if (raw === null) storage.removeItem(SESSION_STORAGE_KEYS[field]);
    else storage.setItem(SESSION_STORAGE_KEYS[field], raw);
  } catch {
    // quota exceeded or unserialisable data: the in-memory state still holds the value
  }
};

/**
 * Middleware for the combined store: hydrates the session from localStorage at creation, writes every changed
 * session field back, and follows changes made in other tabs (`storage` events).
 */
export const persistSession =
  (config: StateCreator<AppState, [], []>): StateCreator<AppState, [], []> =>
  (set, get, api) => {
    const initial = config(set, get, api);

    api.subscribe((next, previous) => {
      for (const field of SESSION_FIELDS) {
        if (next[field] !== previous[field]) writeField(field, next[field]);
      }
    });

    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event: StorageEvent) => {
        if (event.storageArea !== null && event.storageArea !== getStorage()) return;
        if (event.key === null) {
          api.setState(readStoredSession()); // localStorage.clear() in another tab
          return;
        }
        const field = fieldForKey(event.key);
        if (field) api.setState({ [field]: decode(field, event.newValue) });
      });
    }

    // React renders with the store's initial state while it hydrates prerendered HTML (useSyncExternalStore's
    // server snapshot), and that HTML is always the signed-out page. So the initial state is the signed-out one;
    // a stored session is applied in the render right after hydration instead of failing it.
    const signedOut = { ...initial };
    api.getInitialState = () => signedOut;

    return { ...initial, ...readStoredSession() };
  };
