import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from '@pear/shared/router';

import { renderWithShell } from '../../../test-utils/render';
import { registerAppRemotes, type RemoteName } from '../remote-registry';
import { RemoteRoute } from '../remote-route';
import { REMOTE_UNAVAILABLE } from '../remote-unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const ENTRIES: Record<RemoteName, string> = {
  marketing: 'https://cdn.example.com/marketing/mf-manifest.json',
  onboarding: 'https://cdn.example.com/onboarding/mf-manifest.json',
  founder_dashboard: 'https://cdn.example.com/founder-dashboard/mf-manifest.json',
  investor_dashboard: 'https://cdn.example.com/investor-dashboard/mf-manifest.json',
  billing: 'https://cdn.example.com/billing/mf-manifest.json',
};

/** A remote's exposed ./routes module rendering a heading. */
const remoteModule = (heading: string) => ({ default: () => <h1>{heading}</h1> });

const unavailable = () => screen.findByRole('heading', { name: 'This part of Pear is temporarily unavailable' });

// A remote's routes component is created once per remote and attempt for the page's lifetime (so moving inside a
// remote never reloads it); each test therefore uses its own remote.
describe('RemoteRoute', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset(); // no answer queued by an earlier test
    registerAppRemotes(ENTRIES);
    registerRemotesMock.mockClear();
    // React and the error boundary report a failed remote on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("shows a spinner, then the remote's routes", async () => {
    loadRemoteMock.mockResolvedValueOnce(remoteModule('Connect. Match. Fund.'));
    renderWithShell(<RemoteRoute remote="marketing" />, { route: '/landing' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Connect. Match. Fund.' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('marketing/routes');
  });

  it('shows "temporarily unavailable" when the runtime answers with the unavailable marker', async () => {
    loadRemoteMock.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, id: 'onboarding/routes', reason: 'offline' });
    renderWithShell(<RemoteRoute remote="onboarding" />, { route: '/signin' });

    expect(await unavailable()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows "temporarily unavailable" when loading the remote rejects', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    renderWithShell(<RemoteRoute remote="founder_dashboard" />, { route: '/founders' });

    expect(await unavailable()).toBeInTheDocument();
  });

  it('shows "temporarily unavailable" for a remote missing from app-config.json, without loading it', async () => {
    renderWithShell(<RemoteRoute remote={'analytics' as RemoteName} />, { route: '/analytics' });

    expect(await unavailable()).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('Retry forgets the failed remote (registerRemotes with force) and loads it again', async () => {
    const user = userEvent.setup();
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce(remoteModule('Investor dashboard'));
    renderWithShell(<RemoteRoute remote="investor_dashboard" />, { route: '/investors' });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Investor dashboard' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'investor_dashboard', entry: ENTRIES.investor_dashboard }],
      {
        force: true,
      },
    );
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(loadRemoteMock).toHaveBeenLastCalledWith('investor_dashboard/routes');
  });

  it('keeps a loaded remote while moving between its paths, and a page that failed does not stick', async () => {
    const user = userEvent.setup();
    const BillingRoutes = () => {
      const { pathname } = useLocation();
      if (pathname === '/payment-success') throw new Error('render failed');
      return <h1>Billing {pathname}</h1>;
    };
    loadRemoteMock.mockResolvedValueOnce({ default: BillingRoutes });
    renderWithShell(
      <>
        <Link to="/payment">Payment</Link>
        <Link to="/payment-success">Payment success</Link>
        <RemoteRoute remote="billing" />
      </>,
      { route: '/payment' },
    );
    expect(await screen.findByRole('heading', { name: 'Billing /payment' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Payment success' }));
    expect(await unavailable()).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Payment' }));
    expect(await screen.findByRole('heading', { name: 'Billing /payment' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
