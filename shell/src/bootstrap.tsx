import { loadAppConfig } from '@pear/shared/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { registerAppRemotes } from './features/remotes/remote-registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  // The remote registry is data, not code: each remote is deployed by repointing app-config.json.
  const config = await loadAppConfig();
  registerAppRemotes(config.remotes);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error('[pear] could not start', error);
  // No theme or React UI kit is trustworthy here, so the message is plain markup.
  container.innerHTML =
    '<main style="font-family:system-ui;max-width:32rem;margin:4rem auto;padding:1rem"><h1>Pear could not start</h1><p>We could not load the app configuration. Please reload the page in a moment.</p></main>';
}
