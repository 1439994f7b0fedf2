/**
 * Prerender entry (Node, build time): the shell's page for every fixed route a remote owns, signed out, with a slot marker
 * where the remote's routes go. The shell's server fills the slot with the remote's own prerendered fragment per
 * request (scripts/prerender-compose.mjs), so a remote deploy changes the page without touching the shell.
 */
import { createPrerenderCache, type PrerenderedPage, remoteSlotMarker, renderToHtml } from '@pear/shared/prerender';
import { MemoryRouter } from '@pear/shared/router/memory';
import { PearUiProvider } from '@pear/shared/ui';

import { RemoteSlotContext } from '../features/remotes/remote-slot';
import { AppLayout } from './app';
import { isParametrisedPath, ROUTE_TABLE } from './route-table';

export { remoteSlotMarker };

export async function renderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const { remote, paths } of ROUTE_TABLE) {
    // A parametrised path (the data room's `/room/:token`) names no one page: it gets the plain shell.
    for (const path of paths.filter((candidate) => !isParametrisedPath(candidate))) {
      // The same tree as App (bootstrap.tsx hydrates it), with a memory router at `path` instead of the browser's.
      const html = await renderToHtml(
        <RemoteSlotContext.Provider value={remoteSlotMarker}>
          <PearUiProvider cache={createPrerenderCache()}>
            <MemoryRouter initialEntries={[path]}>
              <AppLayout />
            </MemoryRouter>
          </PearUiProvider>
        </RemoteSlotContext.Provider>,
      );
      pages.push({ path, html, remote });
    }
  }
  return pages;
}
