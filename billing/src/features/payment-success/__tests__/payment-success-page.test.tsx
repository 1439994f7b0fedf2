import { getAppState } from '@pear/shared/store';
import { endpoints } from '@pear/contract';
import { contractResponse, jsonResponse, mockFetch, renderWithUi, useTestConfig } from '@pear/shared/testing';
import { Route, Routes } from '@pear/shared/router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PaymentSuccessPage } from '../payment-success-page';

const renderAt = (route: string) =>
  renderWithUi(
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/founders" element={<p>Founder dashboard</p>} />
    </Routes>,
    { route },
  );

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('PaymentSuccessPage', () => {
  beforeEach(() => {
    useTestConfig();
    getAppState().setAuthToken('token-1');
  });
  afterEach(() => jest.useRealTimers());

  it('verifies for at least 1.5 s, then shows the success and the session id', async () => {
    jest.useFakeTimers();
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.verifyPaymentSession, 200, { status: 'paid', plan: 'team' }),
    );
    renderAt('/payment-success?session_id=cs_local_abc');
    expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeInTheDocument();
    await advance(1400);
    expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been activated successfully.')).toBeInTheDocument();
    expect(screen.getByText('cs_local_abc')).toBeInTheDocument();
    expect(lastRequest().url).toBe('https://api.pear.test/prod/payment/session/cs_local_abc');
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText('Founder dashboard')).toBeInTheDocument();
  });

  it('fails at once without a session id', async () => {
    const { spy } = mockFetch(() => jsonResponse({}));
    renderAt('/payment-success');
    expect(screen.getByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No session ID found');
    expect(spy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(screen.getByText('Founder dashboard')).toBeInTheDocument();
  });

  it('fails for an unknown session', async () => {
    jest.useFakeTimers();
    mockFetch(() =>
      contractResponse(endpoints.verifyPaymentSession, 404, {
        error: 'Not Found',
        message: 'Unknown checkout session',
        statusCode: 404,
      }),
    );
    renderAt('/payment-success?session_id=cs_nope');
    await advance(1600);
    expect(screen.getByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to verify payment');
  });

  it('checks an open session again before giving up', async () => {
    jest.useFakeTimers();
    let calls = 0;
    mockFetch(() =>
      contractResponse(endpoints.verifyPaymentSession, 200, { status: calls++ < 2 ? 'open' : 'paid', plan: 'pro' }),
    );
    renderAt('/payment-success?session_id=cs_pending');
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('fails when the session stays unpaid', async () => {
    jest.useFakeTimers();
    mockFetch(() => contractResponse(endpoints.verifyPaymentSession, 200, { status: 'canceled', plan: 'pro' }));
    renderAt('/payment-success?session_id=cs_canceled');
    await advance(1600);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to verify payment');
  });
});
