import { randomUUID } from 'node:crypto';
import type { Role } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import type { Config } from '../src/config.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const APP_URL = 'http://app.test';

/** PGlite in memory unless DATABASE_URL is set (the `test:pg` run), quiet logs, a known JWT key. */
export function buildTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...options,
    config: {
      pgliteDir: 'memory://',
      logLevel: 'silent',
      jwtSecret: TEST_JWT_SECRET,
      appUrl: APP_URL,
      rateLimitMax: 1000,
      // Only the OIDC tests need the dev IdP, and they need a listening server for it.
      devIdpEnabled: false,
      // Tests that need investors insert their own; importing the corpus per app would be slow.
      investorCorpusDir: null,
      ...overrides,
    },
  });
}

/** The database the suite runs against, as /health reports it. */
export const expectedDbKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Unique per run, so the suite also passes against a PostgreSQL database that keeps old rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A listening app whose API_PUBLIC_URL is its real address, which the dev IdP needs: its issuer must
 * match the URL openid-client discovers it at, and that URL has to answer.
 */
export async function startListeningApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildTestApp({ apiPublicUrl: baseUrl, devIdpEnabled: true, linkedin: undefined, ...overrides });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl };
}

type StoredCookie = {
  name: string;
  value: string;
  path: string;
};

/** Just enough of a browser for redirect chains: a per-host cookie jar with path matching. */
export class Browser {
  private readonly jar = new Map<string, StoredCookie[]>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = (this.jar.get(target.host) ?? [])
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    const headers = new Headers(init.headers);
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(target, header);
    return response;
  }

  /** Follows redirects while they stay on `host`; returns the first response that leaves it or is not a redirect. */
  async follow(url: string, host: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, current);
      if (next.host !== host) return response;
      current = next.href;
      response = await this.request(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  private store(target: URL, header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const kept = (this.jar.get(target.host) ?? []).filter((cookie) => cookie.name !== name || cookie.path !== path);
    if (!expired) kept.push({ name, value, path });
    this.jar.set(target.host, kept);
  }
}

/** A signed-up user of `role` and the Authorization header that acts as them. */
export async function signUpUser(app: FastifyInstance, role: Role, label: string = role) {
  const { signIn } = await import('../src/modules/users/users.js');
  const { user } = await signIn(
    app.db,
    { subject: `sub-${label}`, email: uniqueEmail(label), name: `Test ${label}`, picture: undefined },
    role,
  );
  const token = await app.tokens.sign({ id: user.id, email: user.email, role: user.role, name: user.name });
  return { user, authorization: `Bearer ${token}` };
}
