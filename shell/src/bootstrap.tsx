import type { AppConfig } from '@pear/shared/config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { registerAppRemotes } from './features/remotes/remote-registry';

/** Renders the app into #root once the runtime config has loaded, or says plainly that Pear could not start. */
export async function mount(configLoad: Promise<AppConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  try {
    // The remote registry is data, not code: each remote is deployed by repointing app-config.json.
    const config = await configLoad;
    registerAppRemotes(config.remotes);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // The server inlined a prerendered page (data-prerendered names the remote inside it): attach to that HTML
    // instead of replacing it. The remote's part stays as painted until the remote has loaded, then hydrates.
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking the page.
    if (container.dataset.prerendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  } catch (error) {
    console.error('[pear] could not start', error);
    // No theme or React UI kit is trustworthy here, so the message is plain markup.
    container.innerHTML =
      '<main style="font-family:system-ui;max-width:32rem;margin:4rem auto;padding:1rem"><h1>Pear could not start</h1><p>We could not load the app configuration. Please reload the page in a moment.</p></main>';
  }
}
