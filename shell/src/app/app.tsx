import styled from '@emotion/styled';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import { BrowserRouter, Route, Routes } from '@pear/shared/router';

import { DeferredEarlyAccessDialog } from '../features/early-access/components/deferred-early-access-dialog';
import { Header } from '../features/header/components/header';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteRoute } from '../features/remotes/remote-route';
import { RoleDialog } from '../features/role-dialog/components/role-dialog';
import { SessionExpiryDialog } from '../features/session/components/session-expiry-dialog';
import { ROUTE_TABLE } from './route-table';

const StyledMain = styled.main({ minHeight: '70vh' });

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ remote, paths }) => (
        // A pathless layout per remote: its element stays mounted while moving between the remote's
        // own paths, and the remote's descendant <Routes> match from the site root.
        <Route key={remote} element={<RemoteRoute remote={remote} />}>
          {paths.map((path) => (
            <Route key={path} path={path} element={null} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
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
