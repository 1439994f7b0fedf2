import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@pear/shared/router';
import { useState } from 'react';

import type { RemoteName } from '../../features/remotes/remote-registry';
import { renderWithShell } from '../../test-utils/render';
import { AppRoutes } from '../app';
import { ROUTE_TABLE } from '../route-table';

// The remotes themselves are loaded through Module Federation; here only the shell's routing is under test.
let mockMountCount = 0;
jest.mock('../../features/remotes/remote-route', () => ({
  RemoteRoute: function MockRemoteRoute({ remote }: { remote: string }) {
    const [mount] = useState(() => {
      mockMountCount += 1;
      return mockMountCount;
    });
    return (
      <p>
        Remote {remote} (mount {mount})
      </p>
    );
  },
}));

const renderRoutes = (route: string) => renderWithShell(<AppRoutes />, { route });

/** The route table of spec §2, written out independently of ROUTE_TABLE. */
const SPEC_ROUTES: ReadonlyArray<[string, RemoteName]> = [
  ['/', 'marketing'],
  ['/landing', 'marketing'],
  ['/landing-1', 'marketing'],
  ['/landing-2', 'marketing'],
  ['/resources', 'marketing'],
  ['/signin', 'onboarding'],
  ['/signup', 'onboarding'],
  ['/signup/authcallback', 'onboarding'],
  ['/signup/pitchdeckparse', 'onboarding'],
  ['/signup/investorthesisparse', 'onboarding'],
  ['/signup/fill-missing-info', 'onboarding'],
  ['/signup/vibescore', 'onboarding'],
  ['/founders', 'founder_dashboard'],
  ['/room/:token', 'founder_dashboard'],
  ['/kudos/:token', 'founder_dashboard'],
  ['/investors', 'investor_dashboard'],
  ['/payment', 'billing'],
  ['/payment-success', 'billing'],
];

describe('AppRoutes', () => {
  it('routes exactly the paths of the spec (and no others) to remotes', () => {
    const tablePaths = ROUTE_TABLE.flatMap(({ remote, paths }) => paths.map((path) => [path, remote]));
    expect(tablePaths).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(tablePaths).toHaveLength(SPEC_ROUTES.length);
  });

  it.each(ROUTE_TABLE.flatMap(({ remote, paths }) => paths.map((path) => [path, remote] as const)))(
    'renders %s with the %s remote',
    (path, remote) => {
      renderRoutes(path);
      expect(screen.getByText(new RegExp(`^Remote ${remote} `))).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).not.toBeInTheDocument();
    },
  );

  it.each(['/nope', '/signup/unknown-step', '/founders/123', '/payments', '/room', '/room/', '/room/abc/def'])(
    'renders the 404 page for the unknown path %s',
    async (path) => {
      renderRoutes(path);
      // The 404 page is a lazy chunk.
      expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText(/^Remote /)).not.toBeInTheDocument();
      expect(document.title).toBe('Page not found — Pear');
    },
  );

  it.each(['/room/AbC-123_xyz', '/ROOM/token/', '/room/%20'])(
    'gives %s (one segment after /room) to the founder dashboard, which owns the data room viewer',
    (path) => {
      renderRoutes(path);
      expect(screen.getByText(/^Remote founder_dashboard /)).toBeInTheDocument();
    },
  );

  it('"Return to Home" leads to the landing remote', async () => {
    const user = userEvent.setup();
    const { location } = renderRoutes('/nope');
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(location()).toBe('/');
    expect(screen.getByText(/^Remote marketing /)).toBeInTheDocument();
  });

  it("keeps a remote mounted while moving between its own paths, and swaps it for another remote's path", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <Link to="/signup/pitchdeckparse">Pitch deck</Link>
        <Link to="/founders">Founders</Link>
        <AppRoutes />
      </>,
      { route: '/signup' },
    );
    const first = screen.getByText(/^Remote onboarding /).textContent;

    await user.click(screen.getByRole('link', { name: 'Pitch deck' }));
    expect(screen.getByText(/^Remote onboarding /)).toHaveTextContent(first ?? '');

    await user.click(screen.getByRole('link', { name: 'Founders' }));
    expect(screen.getByText(/^Remote founder_dashboard /)).toBeInTheDocument();
    expect(screen.queryByText(/^Remote onboarding /)).not.toBeInTheDocument();
  });
});
