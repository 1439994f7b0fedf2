// Starts the composed production app: the API, the five remotes and the shell, each on its own
// port, with /app-config.json (the runtime remote registry) generated from the environment.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './free-port.mjs';
import { API_DEFAULT_PORT, REMOTES, SHELL, remoteUrlVariable } from './remotes.mjs';
import { serveStatic } from './serve-static.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Local mode: the API's conveniences for running Pear with no outside accounts — the dev identity provider (sign in
 * as anyone), the local checkout page (plans without payment) and the local mail catcher (e-mail kept, not sent).
 * Off unless asked for; `npm start` and the e2e suite ask. The API refuses them with NODE_ENV=production
 * (api/src/config.ts).
 */
export const LOCAL_MODE_API_ENV = { DEV_IDP_ENABLED: 'true', PAYMENTS_LOCAL: 'true', MAIL_CATCHER: 'true' };

/**
 * Local mode, but what `env` sets wins (and Stripe keys mean real payments, not the local checkout page; an SMTP
 * server means real e-mail, not the catcher).
 */
export function localModeApiEnv(env = process.env) {
  const chosen = Object.fromEntries(Object.entries(LOCAL_MODE_API_ENV).map(([name, on]) => [name, env[name] || on]));
  if (env.STRIPE_SECRET_KEY && !env.PAYMENTS_LOCAL) chosen.PAYMENTS_LOCAL = 'false';
  if (env.SMTP_URL && !env.MAIL_CATCHER) chosen.MAIL_CATCHER = 'false';
  return chosen;
}

/** Whether the API runs the local mail catcher (its page at `${apiUrl}/dev/mail`): SMTP_URL turns it off. */
export function mailCatcherOn(apiEnv, env = process.env) {
  return isOn(apiEnv.MAIL_CATCHER) && !env.SMTP_URL;
}

const isOn = (value) => ['true', '1', 'yes'].includes(value);

/**
 * The "LOCAL MODE" banner naming each local convenience `apiEnv` turns on; '' when none is. `apiUrl` (default: the
 * API's default address) is where the mail catcher's page is.
 */
export function localModeBanner(apiEnv, env = process.env, apiUrl = `http://localhost:${API_DEFAULT_PORT}`) {
  const conveniences = [
    isOn(apiEnv.DEV_IDP_ENABLED) &&
      !env.LINKEDIN_CLIENT_ID &&
      'dev identity provider (DEV_IDP_ENABLED=true): anyone signs in with any name and e-mail',
    isOn(apiEnv.PAYMENTS_LOCAL) && 'local checkout (PAYMENTS_LOCAL=true): plans are activated without any payment',
    mailCatcherOn(apiEnv, env) &&
      `local mail catcher (MAIL_CATCHER=true): e-mail is caught, not delivered — read it at ${apiUrl}/dev/mail`,
  ].filter(Boolean);
  if (conveniences.length === 0) return '';
  return `
━━ LOCAL MODE ━━ for development on this machine only; never expose it to the internet.
  ${conveniences.map((line) => `• ${line}`).join('\n  ')}
  Set these variables to false to turn them off. The API refuses them with NODE_ENV=production.`;
}

/** Builds the registry the shell reads at boot. Every URL can be overridden by environment. */
export function createAppConfig({ host, apiUrl, ports, env = process.env }) {
  return {
    apiBaseUrl: apiUrl,
    baasUrl: env.PEAR_BAAS_URL ?? apiUrl,
    baasAnonKey: env.BAAS_ANON_KEY ?? 'pear-public-anon-key',
    functionsUrl: env.PEAR_FUNCTIONS_URL ?? `${apiUrl}/functions/v1`,
    ...(env.BOOK_DEMO_URL ? { bookDemoUrl: env.BOOK_DEMO_URL } : {}),
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.name,
        env[remoteUrlVariable(remote)] ?? `http://${host}:${ports[remote.name]}/mf-manifest.json`,
      ]),
    ),
  };
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

/** A free port for the shell, each remote and the API (tests and benchmarks never assume a port is free). */
async function pickFreePorts() {
  const ports = {};
  for (const app of [SHELL, ...REMOTES]) ports[app.name] = await freePort();
  return { ports, apiPort: await freePort() };
}

/**
 * @param {{ freePorts?: boolean, host?: string, dataDir?: string, apiEnv?: Record<string,string>,
 *           quietApi?: boolean, apiArgs?: string[], apiOnly?: boolean, apiStartTimeoutMs?: number }} [options]
 *   without `freePorts`, the default ports (README) are used; `apiArgs` replaces the API's node arguments
 *   (default: the built dist/server.js); `apiOnly` serves no remotes or shell (the API benchmark)
 */
export async function startComposedApp(options = {}) {
  const host = options.host ?? 'localhost';
  const picked = options.freePorts ? await pickFreePorts() : null;
  const ports = picked?.ports ?? Object.fromEntries([SHELL, ...REMOTES].map((app) => [app.name, app.port]));
  const apiPort = picked?.apiPort ?? Number(process.env.API_PORT ?? API_DEFAULT_PORT);
  const apiUrl = process.env.API_PUBLIC_URL && !picked ? process.env.API_PUBLIC_URL : `http://${host}:${apiPort}`;
  const appUrl = `http://${host}:${ports[SHELL.name]}`;
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  await mkdir(dataDir, { recursive: true });

  const api = spawn(process.execPath, options.apiArgs ?? ['dist/server.js'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_PUBLIC_URL: apiUrl,
      APP_URL: appUrl,
      CORS_ORIGINS: [appUrl, `http://127.0.0.1:${ports[SHELL.name]}`].join(','),
      PGLITE_DIR: process.env.PGLITE_DIR ?? join(dataDir, 'pglite'),
      ...options.apiEnv,
    },
    stdio: ['ignore', options.quietApi ? 'ignore' : 'inherit', 'inherit'],
  });
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
  };
  try {
    await waitForHealth(apiUrl, api, options.apiStartTimeoutMs);
    if (options.apiOnly) return { appUrl, apiUrl, ports, servers, api, stop };
    const appConfigPath = join(dataDir, 'app-config.json');
    const appConfig = createAppConfig({ host, apiUrl, ports });
    await writeFile(appConfigPath, `${JSON.stringify(appConfig, null, 2)}\n`);
    for (const remote of REMOTES) {
      // PEAR_DIST_<NAME> serves another build of one remote (e.g. one built with PEAR_OUT_DIR elsewhere).
      const dir = process.env[`PEAR_DIST_${remote.name.toUpperCase()}`] ?? join(ROOT, remote.dir, 'dist');
      servers.push(await serveStatic({ dir, port: ports[remote.name], cors: true }));
    }
    servers.push(
      await serveStatic({ dir: join(ROOT, SHELL.dir, 'dist'), port: ports[SHELL.name], spa: true, appConfigPath }),
    );
    return { appUrl, apiUrl, ports, appConfigPath, appConfig, servers, api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
