import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, errorBodySchema } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectedDbKind } from './helpers.js';

describe('health, errors and CORS', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ corsOrigins: ['http://localhost:3000'] });
    app.get('/test-only/boom', async () => {
      throw new Error('connection to db at 10.0.0.7 failed: password authentication failed');
    });
  });
  after(() => app.close());

  it('GET /health reports ok and the database driver', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(endpoints.health.response[200].parse(response.json()), { status: 'ok', db: expectedDbKind });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(errorBodySchema.parse(response.json()), {
      error: 'not_found',
      message: 'Route GET /no/such/route not found',
      statusCode: 404,
    });
  });

  it('hides the details of unexpected errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-only/boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(errorBodySchema.parse(response.json()), {
      error: 'internal_server_error',
      message: 'Something went wrong on our side. Please try again.',
      statusCode: 500,
    });
  });

  it('rejects malformed JSON with a 400 JSON error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/v1/early_access_signups',
      headers: { apikey: 'pear-public-anon-key', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorBodySchema.parse(response.json()).error, 'bad_request');
  });

  it('answers the CORS preflight for the early-access insert from an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/rest/v1/early_access_signups',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,prefer,x-client-info',
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'apikey', 'content-type', 'prefer']) {
      assert.ok(allowed.includes(header), `${header} allowed`);
    }
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
  });

  it('does not grant CORS to other origins', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(response.headers['access-control-allow-origin'], undefined);
  });
});
