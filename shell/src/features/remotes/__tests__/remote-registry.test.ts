import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { loadRemoteRoutes, registerAppRemotes, resetRemote } from '../remote-registry';
import { REMOTE_UNAVAILABLE, RemoteLoadError } from '../remote-unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

// The registry keeps its entries for the page's lifetime, so these tests share them; each test names what it needs.
const MARKETING = 'https://cdn.example.com/marketing/mf-manifest.json';
const BILLING = 'https://cdn.example.com/billing/mf-manifest.json';

describe('remote registry', () => {
  it('registers every remote of app-config.json with the federation runtime', () => {
    registerAppRemotes({ marketing: MARKETING, billing: BILLING });
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: MARKETING },
      { name: 'billing', entry: BILLING },
    ]);
  });

  it('repoints a remote registered again with a new entry', () => {
    const redeployed = 'https://cdn.example.com/marketing-v2/mf-manifest.json';
    registerAppRemotes({ marketing: redeployed });
    const [remotes] = registerRemotesMock.mock.lastCall ?? [];
    expect(remotes?.filter(({ name }) => name === 'marketing')).toEqual([{ name: 'marketing', entry: redeployed }]);
    registerAppRemotes({ marketing: MARKETING });
  });

  it('resetRemote re-registers the remote with force, so the next load fetches it again', () => {
    registerAppRemotes({ billing: BILLING });
    registerRemotesMock.mockClear();
    resetRemote('billing');
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'billing', entry: BILLING }], { force: true });
  });

  it('resetRemote ignores a remote that was never registered', () => {
    resetRemote('investor_dashboard');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it("loads the remote's ./routes module", async () => {
    registerAppRemotes({ marketing: MARKETING });
    const routesModule = { default: () => null };
    loadRemoteMock.mockResolvedValueOnce(routesModule);

    await expect(loadRemoteRoutes('marketing')).resolves.toBe(routesModule);
    expect(loadRemoteMock).toHaveBeenCalledWith('marketing/routes');
  });

  it('fails with the reason when the resilience plugin returned its marker', async () => {
    registerAppRemotes({ marketing: MARKETING });
    loadRemoteMock.mockResolvedValueOnce({
      [REMOTE_UNAVAILABLE]: true,
      id: 'marketing/routes',
      reason: 'manifest answered 503',
    });

    await expect(loadRemoteRoutes('marketing')).rejects.toEqual(
      new RemoteLoadError('marketing', 'manifest answered 503'),
    );
  });

  it('fails when the runtime returns no module', async () => {
    registerAppRemotes({ marketing: MARKETING });
    loadRemoteMock.mockResolvedValueOnce(null);

    await expect(loadRemoteRoutes('marketing')).rejects.toThrow(
      'Remote "marketing" could not be loaded: no module returned',
    );
  });

  it('fails without loading anything for a remote missing from app-config.json', async () => {
    await expect(loadRemoteRoutes('founder_dashboard')).rejects.toThrow(
      'Remote "founder_dashboard" could not be loaded: it is not listed in app-config.json',
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
