import styled from '@emotion/styled';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import { BrowserRouter, useLocation } from '@pear/shared/router';
import { lazy, Suspense } from 'react';

import { DeferredEarlyAccessDialog } from '../features/early-access/components/deferred-early-access-dialog';
import { Header } from '../features/header/components/header';
import { RemoteRoute } from '../features/remotes/remote-route';
import { DeferredRoleDialog } from '../features/role-dialog/components/deferred-role-dialog';
import { SessionExpiryDialog } from '../features/session/components/session-expiry-dialog';
import { remoteForPath } from './route-table';

const StyledMain = styled.main({ minHeight: '70vh' });

// Only an unknown address needs it (it is never prerendered), so it is not part of the first load.
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The shell's routing is a lookup in the route table (remoteForPath: exact paths, and the few with a `:name`
 * segment). The remote's element (keyed by remote) stays mounted while moving between its own paths, and its
 * <Routes> match from the site root.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return remote ? (
    <RemoteRoute key={remote} remote={remote} />
  ) : (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
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
      <DeferredRoleDialog />
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
