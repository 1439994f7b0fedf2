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
    assert.equal(config.devIdpEnabled, false, 'local conveniences are off unless asked for');
    assert.equal(config.paymentsLocal, false);
    assert.equal(config.stripe, undefined);
    assert.equal(config.rateLimitMax, 30);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.storageDir, undefined, 'files beside the PGlite data');
    assert.equal(config.s3, undefined);
    assert.equal(config.smtpUrl, undefined);
    assert.equal(config.mailFrom, 'Pear <no-reply@pear.localhost>');
    assert.equal(config.mailCatcher, false);
    assert.equal(config.mailCatcherSmtpPort, 0, 'a free port');
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

  it('turns on the dev IdP and local payments only when asked', () => {
    const local = loadConfig({ DEV_IDP_ENABLED: 'true', PAYMENTS_LOCAL: 'true' });
    assert.equal(local.devIdpEnabled, true);
    assert.equal(local.paymentsLocal, true);
    assert.equal(loadConfig({ DEV_IDP_ENABLED: 'false', PAYMENTS_LOCAL: '0' }).paymentsLocal, false);
    assert.throws(() => loadConfig({ PAYMENTS_LOCAL: 'maybe' }), /PAYMENTS_LOCAL/);
  });

  it('refuses to start in production with a local convenience on, unless the loud override says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    assert.equal(loadConfig(production).devIdpEnabled, false);
    for (const variable of ['DEV_IDP_ENABLED', 'PAYMENTS_LOCAL', 'MAIL_CATCHER']) {
      assert.throws(
        () => loadConfig({ ...production, [variable]: 'true' }),
        (error: Error) =>
          error.message.includes(`${variable}=true with NODE_ENV=production`) &&
          error.message.includes('PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION=i-know-this-is-unsafe'),
      );
      assert.throws(
        () => loadConfig({ ...production, [variable]: 'true', PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION: 'true' }),
        /PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION/,
        'only the exact phrase overrides',
      );
    }
    const overridden = loadConfig({
      ...production,
      DEV_IDP_ENABLED: 'true',
      PAYMENTS_LOCAL: 'true',
      MAIL_CATCHER: 'true',
      PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION: 'i-know-this-is-unsafe',
    });
    assert.equal(overridden.devIdpEnabled, true);
    assert.equal(overridden.paymentsLocal, true);
    assert.equal(overridden.mailCatcher, true);
  });

  it('needs JWT_SECRET in production on PostgreSQL, where every instance must check the same tokens', () => {
    const onPostgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://pear@db.internal/pear' };
    assert.throws(() => loadConfig(onPostgres), /JWT_SECRET must be set with DATABASE_URL and NODE_ENV=production/);
    assert.equal(loadConfig({ ...onPostgres, JWT_SECRET: 'k'.repeat(32) }).jwtSecret, 'k'.repeat(32));
    // Development on PostgreSQL, and production on the one-process PGlite, may still keep a generated key.
    assert.equal(loadConfig({ DATABASE_URL: onPostgres.DATABASE_URL }).jwtSecret, undefined);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).jwtSecret, undefined);
  });

  it('takes Stripe or local payments, not both', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_TEAM: 'price_t',
    };
    assert.equal(loadConfig(stripe).stripe?.secretKey, 'sk_test_x');
    assert.throws(() => loadConfig({ ...stripe, PAYMENTS_LOCAL: 'true' }), /PAYMENTS_LOCAL=true and STRIPE_SECRET_KEY/);
  });

  it('keeps files in S3 when S3_BUCKET is set, path-style by default only with an endpoint', () => {
    assert.deepEqual(loadConfig({ S3_BUCKET: 'pear-files' }).s3, {
      bucket: 'pear-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const compatible = loadConfig({
      S3_BUCKET: 'pear-files',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    assert.equal(compatible?.endpoint, 'http://127.0.0.1:9000');
    assert.equal(compatible?.region, 'eu-central-1');
    assert.deepEqual([compatible?.accessKeyId, compatible?.secretAccessKey], ['key', 'secret']);
    assert.equal(compatible?.forcePathStyle, true);
    const virtualHosted = { S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' };
    assert.equal(loadConfig(virtualHosted).s3?.forcePathStyle, false);
    assert.equal(loadConfig({ STORAGE_DIR: '/srv/files', S3_ENDPOINT: 'https://s3.example' }).s3, undefined);
    assert.equal(loadConfig({ STORAGE_DIR: '/srv/files' }).storageDir, '/srv/files');
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-id' }), /must be set together/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }), /S3_ENDPOINT/);
  });

  it('reads the mail settings, and takes only smtp: or smtps: URLs', () => {
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Pear <hello@pear.example>',
      MAIL_CATCHER: 'true',
      MAIL_CATCHER_SMTP_PORT: '2525',
    });
    assert.equal(mail.smtpUrl, 'smtps://user:pass@smtp.example:465');
    assert.equal(mail.mailFrom, 'Pear <hello@pear.example>');
    assert.equal(mail.mailCatcher, true, 'read as set; the mail plugin lets SMTP_URL win');
    assert.equal(mail.mailCatcherSmtpPort, 2525);
    assert.throws(() => loadConfig({ SMTP_URL: 'http://smtp.example' }), /SMTP_URL/);
    assert.throws(() => loadConfig({ MAIL_CATCHER_SMTP_PORT: '70000' }), /MAIL_CATCHER_SMTP_PORT/);
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
