import { render, type RenderOptions } from '@testing-library/react';
import { useLocation } from '@pear/shared/router';
import { MemoryRouter } from '@pear/shared/router/memory';
import { rehydrateAppStore } from '@pear/shared/store';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import type { ReactElement, ReactNode } from 'react';

/** Test helpers shared by the shell's component tests. */

type RenderWithShellOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The starting URL of the in-memory router; "/" by default. */
  route?: string;
  /** Also render the toast viewport (for components that report through toasts). */
  withToaster?: boolean;
};

/**
 * render() inside what the shell's App provides: the UI kit (theme, emotion cache) and a router. `location()`
 * returns the router's current pathname + search, to assert navigation without a page behind it.
 */
export const renderWithShell = (
  ui: ReactElement,
  { route = '/', withToaster = false, ...options }: RenderWithShellOptions = {},
) => {
  const current = { path: route };
  const LocationSpy = () => {
    const { pathname, search } = useLocation();
    current.path = `${pathname}${search}`;
    return null;
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PearUiProvider>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationSpy />
        {withToaster ? <Toaster /> : null}
      </MemoryRouter>
    </PearUiProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...options }), location: () => current.path };
};

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token carrying `claims` (the app only reads the payload, never the signature). */
export const makeToken = (claims: Record<string, unknown>): string =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.test-signature`;

/** A token whose `exp` claim lies `seconds` from now (negative: already expired). */
export const tokenExpiringIn = (seconds: number): string =>
  makeToken({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + seconds });

/** Puts a token where a real sign-in leaves it (localStorage `auth_token`) and lets the store read it. */
export const storeAuthToken = (token: string): void => {
  localStorage.setItem('auth_token', token);
  rehydrateAppStore();
};
