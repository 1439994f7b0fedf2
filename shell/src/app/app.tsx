import styled from '@emotion/styled';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import { BrowserRouter, useLocation } from '@pear/shared/router';

import { DeferredEarlyAccessDialog } from '../features/early-access/components/deferred-early-access-dialog';
import { Header } from '../features/header/components/header';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteRoute } from '../features/remotes/remote-route';
import { RoleDialog } from '../features/role-dialog/components/role-dialog';
import { SessionExpiryDialog } from '../features/session/components/session-expiry-dialog';
import { remoteForPath } from './route-table';

const StyledMain = styled.main({ minHeight: '70vh' });

/**
 * The shell's routing is a lookup in the route table (remoteForPath: exact paths, and the few with a `:name`
 * segment). The remote's element (keyed by remote) stays mounted while moving between its own paths, and its
 * <Routes> match from the site root.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
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
