import { randomUUID } from 'node:crypto';
import type { Role } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { type Config, isInMemory, MEMORY_DIR } from '../src/config.js';
import type { Identity } from '../src/modules/users/users.js';
import { pooledPgliteDatabase } from './pglite-pool.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const APP_URL = 'http://app.test';

/**
 * PGlite in memory (a migrated, empty one kept ready by pglite-pool.ts) unless DATABASE_URL is set (the `test:pg`
 * run), quiet logs, a known JWT key, files in a temporary folder and e-mail caught by the app's own mail catcher.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const inMemory = isInMemory({
    databaseUrl: overrides.databaseUrl ?? process.env.DATABASE_URL,
    pgliteDir: overrides.pgliteDir ?? MEMORY_DIR,
  });
  return buildApp({
    ...(inMemory ? { openDatabase: pooledPgliteDatabase } : {}),
    ...options,
    config: {
      pgliteDir: MEMORY_DIR,
      logLevel: 'silent',
      jwtSecret: TEST_JWT_SECRET,
      appUrl: APP_URL,
      rateLimitMax: 1000,
      uploadRateLimitMax: 1000,
      userRateLimitMax: 1000,
      // Only the OIDC tests need the dev IdP, and they need a listening server for it.
      devIdpEnabled: false,
      // Tests that need investors insert their own; importing the corpus per app would be slow.
      investorCorpusDir: null,
      // Files in a temporary folder per app (see resolveStorageLocation), whatever the environment says.
      storageDir: undefined,
      s3: undefined,
      // E-mail goes to a mail catcher of the app's own on a free port, never to a real SMTP server: tests read
      // what was sent (codes, links) from app.mailCatcher or /dev/mail/messages.
      smtpUrl: undefined,
      mailCatcher: true,
      mailCatcherSmtpPort: 0,
      ...overrides,
    },
  });
}

/**
 * On the PostgreSQL run (DATABASE_URL set), a database of this suite's own: a fresh schema, named first in the
 * connection's search_path, that `drop()` removes. For suites whose answers depend on every row of a table (founders
 * ranked for an investor, at most 50), not only on the rows they made; other suites share one database and its rows.
 * Without DATABASE_URL: undefined, and the suite's app gets its own in-memory PGlite as always.
 */
export async function isolatedDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return { url: undefined, drop: async () => undefined };
  const schema = `suite_${randomUUID().replaceAll('-', '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(shared);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
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

// eslint-disable-next-line import/no-relative-packages -- shared with scripts/check-fresh-clone.mjs
export { CookieBrowser } from '../../scripts/cookie-browser.mjs';

/** Who a (verified) identity provider says signed in; a fresh subject and e-mail unless `overrides` name them. */
export function testIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    issuer: 'https://idp.example',
    subject: `sub-${randomUUID()}`,
    email: uniqueEmail('user'),
    emailVerified: true,
    name: 'Test user',
    picture: undefined,
    ...overrides,
  };
}

/** A signed-up user of `role` and the Authorization header that acts as them. */
export async function signUpUser(app: FastifyInstance, role: Role, label: string = role) {
  const { signIn } = await import('../src/modules/users/users.js');
  const { user } = await signIn(app.db, testIdentity({ email: uniqueEmail(label), name: `Test ${label}` }), role);
  const token = await app.tokens.sign({ id: user.id, email: user.email, role: user.role, name: user.name });
  return { user, authorization: `Bearer ${token}` };
}
