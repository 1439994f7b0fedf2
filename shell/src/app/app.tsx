import styled from '@emotion/styled';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import { BrowserRouter, useLocation } from '@pear/shared/router';

import { DeferredEarlyAccessDialog } from '../features/early-access/components/deferred-early-access-dialog';
import { Header } from '../features/header/components/header';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteRoute } from '../features/remotes/remote-route';
import { RoleDialog } from '../features/role-dialog/components/role-dialog';
import { SessionExpiryDialog } from '../features/session/components/session-expiry-dialog';
import { ROUTE_TABLE } from './route-table';

const StyledMain = styled.main({ minHeight: '70vh' });

/** Path (lower case, no trailing slash) → the remote that owns it. */
const REMOTE_BY_PATH = new Map(
  ROUTE_TABLE.flatMap(({ remote, paths }) => paths.map((path) => [path.toLowerCase(), remote] as const)),
);

/**
 * The shell's routing is an exact lookup in the route table (matched like react-router: case-insensitively, a
 * trailing slash ignored); nothing here needs path patterns, and a lookup costs nothing on the first render. The
 * remote's element (keyed by remote) stays mounted while moving between its own paths, and its <Routes> match from
 * the site root.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const remote = REMOTE_BY_PATH.get(pathname.replace(/\/+$/, '').toLowerCase() || '/');
  return remote ? <RemoteRoute key={remote} remote={remote} /> : <NotFoundPage />;
}

/** Everything inside the router; the prerender (shell/src/app/prerender.tsx) renders it around a memory router. */
export function AppLayout() {
  return (
    <>
      <Header />
      <StyledMain id="main">
        <AppRoutes />
      </StyledMain>
      <DeferredEarlyAccessDialog />
      <RoleDialog />
      <SessionExpiryDialog />
      <Toaster />
    </>
  );
}

export function App() {
  return (
    <PearUiProvider>
      <BrowserRouter>
        <AppLayout />
      </BrowserRouter>
    </PearUiProvider>
  );
}
