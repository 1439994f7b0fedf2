import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithShell } from '../../../test-utils/render';
import { registerAppRemotes } from '../remote-registry';
import { RemoteRoute } from '../remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const unavailable = () => screen.findByRole('heading', { name: 'This part of Pear is temporarily unavailable' });

// A separate file from remote-route.test.tsx: the loaded remotes are cached for the page's lifetime, and these tests
// need remotes that have not been loaded yet.
describe('RemoteRoute after a failed load', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset(); // no answer queued by an earlier test
    registerAppRemotes({
      founder_dashboard: 'https://cdn.example.com/founder-dashboard/mf-manifest.json',
      billing: 'https://cdn.example.com/billing/mf-manifest.json',
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the remote again when its route is visited again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce({ default: () => <h1>Founder dashboard</h1> });
    const firstVisit = renderWithShell(<RemoteRoute remote="founder_dashboard" />, { route: '/founders' });
    expect(await unavailable()).toBeInTheDocument();
    firstVisit.unmount(); // the visitor goes to another remote's page …

    renderWithShell(<RemoteRoute remote="founder_dashboard" />, { route: '/founders' }); // … and comes back

    expect(await screen.findByRole('heading', { name: 'Founder dashboard' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('Retry still loads again after the route was left and revisited', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));
    const firstVisit = renderWithShell(<RemoteRoute remote="billing" />, { route: '/payment' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await unavailable()).toBeInTheDocument();
    const loadsBefore = loadRemoteMock.mock.calls.length;
    firstVisit.unmount();

    renderWithShell(<RemoteRoute remote="billing" />, { route: '/payment' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await unavailable()).toBeInTheDocument();

    // The revisit and its Retry each asked the runtime again; none was answered from an earlier failure.
    expect(loadRemoteMock.mock.calls.length).toBe(loadsBefore + 2);
  });
});
