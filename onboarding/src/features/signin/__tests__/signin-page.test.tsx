import { createHash } from 'node:crypto';
import { renderWithUi, useTestConfig } from '@pear/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SIGN_IN_ERROR_MESSAGES } from '../sign-in-errors';
import { SignInPage } from '../signin-page';
import { installWebCrypto } from './web-crypto';

const redirectTo = jest.fn();
jest.mock('@pear/shared/router', () => ({
  ...jest.requireActual<object>('@pear/shared/router'),
  redirectTo: (url: string) => redirectTo(url),
}));

describe('SignInPage', () => {
  beforeAll(installWebCrypto);
  beforeEach(() => {
    useTestConfig();
    sessionStorage.clear();
  });

  it('keeps a fresh nonce in this tab and starts the login (without a role) with its SHA-256', async () => {
    renderWithUi(<SignInPage />, { route: '/signin' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with LinkedIn' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));

    const nonce = sessionStorage.getItem('pear_login_nonce') ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nonceHash = createHash('sha256').update(nonce).digest('base64url');
    expect(redirectTo).toHaveBeenCalledWith(`https://api.pear.test/dev/linkedin/login?nonceHash=${nonceHash}`);
  });

  it('makes a new nonce for every login it starts', async () => {
    renderWithUi(<SignInPage />, { route: '/signin' });
    const button = screen.getByRole('button', { name: 'Sign in with LinkedIn' });
    await userEvent.click(button);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const first = sessionStorage.getItem('pear_login_nonce');
    await userEvent.click(button);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(2));
    expect(sessionStorage.getItem('pear_login_nonce')).not.toBe(first);
  });

  it('links to sign-up', () => {
    renderWithUi(<SignInPage />, { route: '/signin' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it.each(Object.entries(SIGN_IN_ERROR_MESSAGES))('explains ?error=%s', (code, message) => {
    renderWithUi(<SignInPage />, { route: `/signin?error=${code}` });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says that a used, expired or foreign sign-in link must be started again', () => {
    renderWithUi(<SignInPage />, { route: '/signin?error=login_expired' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link has expired, was already used, or was opened in another browser. Please sign in again.',
    );
  });

  it('shows nothing for an error code it does not know', () => {
    renderWithUi(<SignInPage />, { route: '/signin?error=<script>' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
