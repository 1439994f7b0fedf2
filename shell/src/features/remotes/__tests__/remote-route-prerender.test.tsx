import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from '@pear/shared/router/memory';
import { PearUiProvider } from '@pear/shared/ui';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { renderWithShell } from '../../../test-utils/render';
import { registerAppRemotes } from '../remote-registry';
import { RemoteRoute } from '../remote-route';
import { RemoteSlotContext } from '../remote-slot';
import { INTERACTIVE_ATTRIBUTE, INTERACTIVE_EVENT } from '../route-interactive';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
jest.mocked(registerRemotes);

const SLOT = '[[slot:marketing]]';
const slot = (remote: string) => `[[slot:${remote}]]`;

/** The marketing remote's routes: what its prerendered fragment and its ./routes module both render. */
const MarketingPage = () => (
  <section data-remote="marketing">
    <h1>Fundraising, matched</h1>
    <button type="button">Book a Demo</button>
  </section>
);

const Shell = ({ children }: { children: ReactNode }) => (
  <PearUiProvider>
    <MemoryRouter initialEntries={['/']}>
      <header>Pear</header>
      <main>{children}</main>
    </MemoryRouter>
  </PearUiProvider>
);

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('RemoteRoute and prerendered pages', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerAppRemotes({
      marketing: 'https://cdn.example.com/marketing/mf-manifest.json',
      billing: 'https://cdn.example.com/billing/mf-manifest.json',
    });
    document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  });

  it('prerendering, renders the slot marker inside its Suspense instead of loading the remote', () => {
    const html = renderToString(
      <RemoteSlotContext.Provider value={slot}>
        <Shell>
          <RemoteRoute remote="marketing" />
        </Shell>
      </RemoteSlotContext.Provider>,
    );
    expect(html).toContain(`<main><!--$-->${SLOT}<!--/$--></main>`);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('hydrates the painted page: no spinner while the remote loads, the same nodes afterwards, then interactive', async () => {
    // The server: the shell's page with the remote's own fragment in the slot (what the shell's server composes).
    const page = renderToString(
      <RemoteSlotContext.Provider value={slot}>
        <Shell>
          <RemoteRoute remote="marketing" />
        </Shell>
      </RemoteSlotContext.Provider>,
    ).replace(SLOT, renderToString(<MarketingPage />));
    const container = document.createElement('div');
    container.innerHTML = page;
    document.body.appendChild(container);
    const paintedHeading = container.querySelector('h1');
    expect(paintedHeading).toHaveTextContent('Fundraising, matched');

    const remote = deferred<{ default: () => ReactNode }>();
    loadRemoteMock.mockReturnValueOnce(remote.promise);
    const recoverableErrors: unknown[] = [];
    const interactive = jest.fn();
    window.addEventListener(INTERACTIVE_EVENT, interactive);

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Shell>
          <RemoteRoute remote="marketing" />
        </Shell>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    // The remote has not loaded: the prerendered content stays, no spinner replaces it.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('h1')).toBe(paintedHeading);
    expect(document.documentElement).not.toHaveAttribute(INTERACTIVE_ATTRIBUTE);

    await act(async () => {
      remote.resolve({ default: MarketingPage });
      await remote.promise;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(container.querySelector('h1')).toBe(paintedHeading);
    expect(recoverableErrors).toEqual([]);
    expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE);
    expect(interactive).toHaveBeenCalledTimes(1);
    window.removeEventListener(INTERACTIVE_EVENT, interactive);
    act(() => root?.unmount());
    container.remove();
  });

  it('marks the page interactive when the remote fails too (the fallback can take clicks)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    // Another remote: a remote's loaded routes are kept for the page's lifetime (see remote-route.test.tsx).
    renderWithShell(<RemoteRoute remote="billing" />, { route: '/payment' });
    expect(
      await screen.findByRole('heading', { name: 'This part of Pear is temporarily unavailable' }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE);
  });
});
