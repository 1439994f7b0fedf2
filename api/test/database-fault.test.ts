import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorBodySchema } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { createCluster, findPgBinDir, type PgCluster } from '../scripts/pg-cluster.mjs';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/errors.js';
import { buildTestApp, signUpUser } from './helpers.js';

/*
 * The database goes away under a running API (a restart, a failover) and comes back. A private cluster of its own,
 * in both API runs: the suite's shared database cannot be stopped. PostgreSQL binaries are on every machine of the
 * project (apt's postgresql, CI included).
 */

const binDir = findPgBinDir();

describe('the database goes away and comes back', { skip: binDir ? false : 'no PostgreSQL server binaries' }, () => {
  let cluster: PgCluster;
  let app: FastifyInstance;
  let authorization: string;

  before(async () => {
    cluster = await createCluster({ binDir: binDir!, database: 'pear_fault' });
    app = await buildTestApp({ databaseUrl: cluster.databaseUrl, logLevel: 'silent' });
    ({ authorization } = await signUpUser(app, 'founder', 'fault'));
  });
  after(async () => {
    await app?.close();
    await cluster?.destroy();
  });

  const health = () => app.inject({ method: 'GET', url: '/health' });
  const getInfo = () => app.inject({ method: 'GET', url: '/dev/me/get-info', headers: { authorization } });
  const storeInfo = () =>
    app.inject({
      method: 'POST',
      url: '/dev/me/store-info',
      headers: { authorization },
      payload: { Location: 'Lyon' },
    });

  it('serves normally while the database is up', async () => {
    assert.equal((await health()).statusCode, 200);
    assert.equal((await getInfo()).statusCode, 200);
  });

  it('answers 503 "try again shortly" while it is down, without crashing', async () => {
    // A request in flight when the server shuts down (57P01 for its session), then requests with nothing to reach.
    const inFlight = getInfo();
    await cluster.stop('fast');
    const during = await inFlight;
    assert.ok([200, 503].includes(during.statusCode), `in flight: ${during.statusCode} ${during.body}`);

    for (const response of [await health(), await getInfo(), await storeInfo(), await getInfo()]) {
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(errorBodySchema.parse(response.json()).message, DATABASE_UNAVAILABLE_MESSAGE);
    }
    // Routes that need no database are unaffected.
    assert.equal((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode, 200);
  });

  it('recovers when it is back, without restarting the API', async () => {
    await cluster.start();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await health()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(status, 200, '/health after the restart');
    assert.equal((await getInfo()).statusCode, 200);
    assert.equal((await storeInfo()).statusCode, 200);
  });
});
