import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { resolveJwtSecret } from '../src/modules/auth/secret.js';

describe('configuration', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.apiPublicUrl, 'http://localhost:4000');
    assert.equal(config.appUrl, 'http://localhost:3000');
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.pgliteDir, './.data/pglite');
    assert.equal(config.jwtTtlSeconds, 604800);
    assert.equal(config.baasAnonKey, 'pear-public-anon-key');
    assert.equal(config.linkedin, undefined);
    assert.equal(config.oidcIssuer, 'https://www.linkedin.com/oauth');
    assert.equal(config.devIdpEnabled, true);
    assert.equal(config.rateLimitMax, 30);
    assert.equal(config.logLevel, 'info');
  });

  it('reads and normalises the environment', () => {
    const config = loadConfig({
      API_PORT: '4100',
      APP_URL: 'https://app.pear.example/',
      CORS_ORIGINS: 'https://a.example/, https://b.example,,',
      LINKEDIN_CLIENT_ID: 'id',
      LINKEDIN_CLIENT_SECRET: 'secret',
      RATE_LIMIT_MAX: '5',
      JWT_SECRET: '',
    });
    assert.equal(config.apiPublicUrl, 'http://localhost:4100');
    assert.equal(config.appUrl, 'https://app.pear.example');
    assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
    assert.deepEqual(config.linkedin, { clientId: 'id', clientSecret: 'secret' });
    assert.equal(config.rateLimitMax, 5);
    assert.equal(config.jwtSecret, undefined, 'an empty variable means unset');
  });

  it('turns the dev IdP off in production unless explicitly enabled', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }).devIdpEnabled, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEV_IDP_ENABLED: 'true' }).devIdpEnabled, true);
    assert.equal(loadConfig({ DEV_IDP_ENABLED: 'false' }).devIdpEnabled, false);
  });

  it('names every invalid variable', () => {
    assert.throws(
      () => loadConfig({ API_PORT: 'abc', APP_URL: 'ftp://x', JWT_SECRET: 'short' }),
      (error: Error) =>
        /API_PORT/.test(error.message) && /APP_URL/.test(error.message) && /JWT_SECRET/.test(error.message),
    );
    assert.throws(() => loadConfig({ LINKEDIN_CLIENT_ID: 'only-id' }), /must be set together/);
  });
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when set', async () => {
    const secret = await resolveJwtSecret({
      jwtSecret: 'x'.repeat(32),
      databaseUrl: undefined,
      pgliteDir: 'memory://',
    });
    assert.equal(new TextDecoder().decode(secret), 'x'.repeat(32));
  });

  it('is random per process for an in-memory database', async () => {
    const config = { jwtSecret: undefined, databaseUrl: undefined, pgliteDir: 'memory://' };
    const [a, b] = [await resolveJwtSecret(config), await resolveJwtSecret(config)];
    assert.equal(a.length, 32);
    assert.notDeepEqual(a, b);
  });

  it('is generated once and kept in the data directory otherwise', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pear-secret-'));
    try {
      const config = { jwtSecret: undefined, databaseUrl: undefined, pgliteDir: join(dataDir, 'pglite') };
      const first = await resolveJwtSecret(config);
      const second = await resolveJwtSecret(config);
      assert.deepEqual(second, first);
      const file = join(dataDir, 'jwt-secret');
      assert.equal(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url').length, 32);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
