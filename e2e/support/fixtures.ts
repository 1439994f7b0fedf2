import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test as base, expect } from '@playwright/test';

import { ROOT } from '../../scripts/compose.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

export type AppConfigJson = { remotes: Record<string, string>; [key: string]: unknown };

export type ExtraShell = { url: string; setRemote: (name: string, manifestUrl: string) => Promise<void> };

type Fixtures = {
  appUrl: string;
  apiUrl: string;
  /**
   * Starts another server of the same built shell with its own app-config.json: remote overrides, plus other
   * app-config fields to replace (e.g. `{ functionsUrl }` pointing at a dead port).
   */
  startShell: (
    remoteOverrides?: Record<string, string>,
    configOverrides?: Record<string, unknown>,
  ) => Promise<ExtraShell>;
  /** Serves a folder on a free port, e.g. one remote's build, and closes it after the test. */
  serveFolder: (dir: string, port?: number) => Promise<{ url: string; port: number; close: () => Promise<void> }>;
};

// Also drops the browser's open keep-alive connections: close() alone waits for them to end.
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export const test = base.extend<Fixtures>({
  appUrl: async ({}, use) => use(requiredEnv('PEAR_APP_URL')),
  apiUrl: async ({}, use) => use(requiredEnv('PEAR_API_URL')),
  baseURL: async ({}, use) => use(requiredEnv('PEAR_APP_URL')),
  startShell: async ({}, use) => {
    const servers: Server[] = [];
    await use(async (remoteOverrides = {}, configOverrides = {}) => {
      const base = JSON.parse(await readFile(requiredEnv('PEAR_APP_CONFIG_PATH'), 'utf8')) as AppConfigJson;
      const dir = await mkdtemp(join(tmpdir(), 'pear-shell-'));
      const configPath = join(dir, 'app-config.json');
      const config: AppConfigJson = { ...base, ...configOverrides, remotes: { ...base.remotes, ...remoteOverrides } };
      await writeFile(configPath, JSON.stringify(config));
      const port = await freePort();
      servers.push(await serveStatic({ dir: join(ROOT, 'shell', 'dist'), port, spa: true, appConfigPath: configPath }));
      return {
        url: `http://localhost:${port}`,
        setRemote: async (name, manifestUrl) => {
          config.remotes[name] = manifestUrl;
          await writeFile(configPath, JSON.stringify(config));
        },
      };
    });
    await Promise.all(servers.map(closeServer));
  },
  serveFolder: async ({}, use) => {
    const servers = new Set<Server>();
    await use(async (dir, requestedPort) => {
      const port = requestedPort ?? (await freePort());
      const server = await serveStatic({ dir, port, cors: true });
      servers.add(server);
      return {
        url: `http://localhost:${port}`,
        port,
        close: async () => {
          servers.delete(server);
          await closeServer(server);
        },
      };
    });
    await Promise.all([...servers].map(closeServer));
  },
});

export { expect };

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts (global setup)`);
  return value;
}
