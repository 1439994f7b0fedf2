import { createHash } from 'node:crypto';
import { getAppState } from '@pear/shared/store';
import { renderWithUi, useTestConfig } from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installWebCrypto } from '../../signin/__tests__/web-crypto';
import { SignUpPage } from '../signup-page';

const redirectTo = jest.fn();
jest.mock('@pear/shared/router', () => ({
  ...jest.requireActual<object>('@pear/shared/router'),
  redirectTo: (url: string) => redirectTo(url),
}));

describe('SignUpPage', () => {
  beforeAll(installWebCrypto);
  beforeEach(useTestConfig);

  it('shows the four steps with LinkedIn current', () => {
    renderWithUi(<SignUpPage />, { route: '/signup' });
    const steps = within(screen.getByRole('list', { name: 'Sign-up progress steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['LinkedIn', 'Pitchdeck/Thesis', 'Resume', 'VibeScore']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('requires a role before continuing with LinkedIn', async () => {
    renderWithUi(<SignUpPage />, { route: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with LinkedIn' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select if you are a founder or investor before continuing with LinkedIn.',
    );
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('stores the chosen role and continues to the LinkedIn login with it, bound to a nonce kept in this tab', async () => {
    renderWithUi(<SignUpPage />, { route: '/signup' });
    await userEvent.click(screen.getByRole('radio', { name: "I'm an investor looking for deals" }));
    expect(localStorage.getItem('signup_role')).toBe('investor');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with LinkedIn' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const nonceHash = createHash('sha256')
      .update(sessionStorage.getItem('pear_login_nonce') ?? '')
      .digest('base64url');
    expect(redirectTo).toHaveBeenCalledWith(
      `https://api.pear.test/dev/linkedin/login?role=investor&nonceHash=${nonceHash}`,
    );
  });

  it('pre-selects the role chosen in the sign-up dialog', () => {
    getAppState().setSignupRole('founder');
    renderWithUi(<SignUpPage />, { route: '/signup' });
    expect(screen.getByRole('radio', { name: "I'm a founder raising money" })).toBeChecked();
  });
});
