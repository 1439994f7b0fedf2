import { getAppState } from '@pear/shared/store';
import { endpoints } from '@pear/contract';
import { contractResponse, jsonResponse, mockFetch, renderWithUi, useTestConfig } from '@pear/shared/testing';
import { Toaster } from '@pear/shared/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PaymentPage } from '../payment-page';

const redirectTo = jest.fn();
jest.mock('@pear/shared/router', () => ({
  ...jest.requireActual<object>('@pear/shared/router'),
  redirectTo: (url: string) => redirectTo(url),
}));

const renderPage = () =>
  renderWithUi(
    <>
      <PaymentPage />
      <Toaster />
    </>,
    { route: '/payment' },
  );

describe('PaymentPage', () => {
  beforeEach(useTestConfig);

  it('shows the three plans with Pro selected by default and marked Most Popular', () => {
    renderPage();
    const plans = screen.getByRole('group', { name: 'Plans' });
    expect(within(plans).getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(within(plans).getByText('$29/month')).toBeInTheDocument();
    expect(within(plans).getByText('$99/month')).toBeInTheDocument();
    expect(within(plans).getByText('$199/month')).toBeInTheDocument();
    expect(within(plans).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pro $99/month' })).toBeChecked();
    expect(screen.getByText('Selected: Pro - $99/month')).toBeInTheDocument();
  });

  it('updates the selected line when another plan is chosen', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Team $199/month' }));
    expect(screen.getByText('Selected: Team - $199/month')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { spy } = mockFetch(() => jsonResponse({}));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('starts checkout for the chosen plan with the stored e-mail and goes to the provider', async () => {
    getAppState().setSession({ token: 'token-1', email: 'ada@example.com' });
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.startCheckout, 200, { checkout_url: 'https://checkout.example/cs_1' }),
    );
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Basic $29/month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await screen.findByRole('button', { name: 'Processing...' });
    expect(await lastRequest().json()).toEqual({ plan: 'basic', email: 'ada@example.com' });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.example/cs_1');
  });

  it("shows the server's message when it has no payment provider (503)", async () => {
    getAppState().setSession({ token: 'token-1', email: null });
    const message = 'Payments are not available on this server yet: no payment provider is configured.';
    mockFetch(() => jsonResponse({ error: 'Service Unavailable', message, statusCode: 503 }, 503));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Failed to start checkout process. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
  });

  it('shows the error toast and re-enables the button when checkout fails', async () => {
    getAppState().setSession({ token: 'token-1', email: null });
    mockFetch(() => jsonResponse({ message: 'boom' }, 500));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Failed to start checkout process. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
  });
});
