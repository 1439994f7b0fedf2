import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@pear/shared/router';
import { PearUiProvider } from '@pear/shared/ui';

import OnboardingRoutes from '../routes';

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const CurrentPath = () => <p>At {useLocation().pathname}</p>;

describe('OnboardingRoutes', () => {
  it('runs the auth callback at /signup/authcallback and continues to the next sign-up step', () => {
    const token = `${base64Url({ alg: 'HS256' })}.${base64Url({ role: 'founder' })}.signature`;
    render(
      <PearUiProvider>
        <MemoryRouter initialEntries={[`/signup/authcallback?token=${token}&isNewUser=true`]}>
          <OnboardingRoutes />
          <CurrentPath />
        </MemoryRouter>
      </PearUiProvider>,
    );

    expect(screen.getByText('At /signup/pitchdeckparse')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your pitch deck' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(token);
  });
});
