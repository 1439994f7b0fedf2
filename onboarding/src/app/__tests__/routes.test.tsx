import { endpoints } from '@pear/contract';
import { useLocation } from '@pear/shared/router';
import { MemoryRouter } from '@pear/shared/router/memory';
import { contractResponse, mockFetch, useTestConfig } from '@pear/shared/testing';
import { PearUiProvider } from '@pear/shared/ui';
import { render, screen } from '@testing-library/react';

import OnboardingRoutes from '../routes';

const CurrentPath = () => <p>At {useLocation().pathname}</p>;

describe('OnboardingRoutes', () => {
  beforeEach(useTestConfig);

  it('runs the auth callback at /signup/authcallback and continues to the next sign-up step', async () => {
    const session = {
      token: 'session-token',
      user: { email: 'ada@example.com', name: 'Ada', role: 'founder' as const },
    };
    mockFetch(() => contractResponse(endpoints.exchangeLoginCode, 200, session));
    sessionStorage.setItem('pear_login_nonce', 'n'.repeat(43));
    render(
      <PearUiProvider>
        <MemoryRouter initialEntries={[`/signup/authcallback?token=${'c'.repeat(43)}&isNewUser=true`]}>
          <OnboardingRoutes />
          <CurrentPath />
        </MemoryRouter>
      </PearUiProvider>,
    );

    expect(await screen.findByText('At /signup/pitchdeckparse')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your pitch deck' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('session-token');
  });
});
