import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { compiledSerializerCompiler } from '../src/plugins/response-serializer.js';

describe('the compiled response serializer', () => {
  let app: FastifyInstance;
  const answer = z.object({ name: z.string(), score: z.number(), tags: z.array(z.object({ label: z.string() })) });
  let reply: unknown;
  before(async () => {
    app = Fastify();
    app.setSerializerCompiler(compiledSerializerCompiler);
    app.get('/answer', { schema: { response: { 200: answer } } }, async () => reply);
    await app.ready();
  });
  after(() => app.close());

  it('sends what the contract declares and strips every other field, nested ones too', async () => {
    reply = { name: 'Fund 1', score: 80, secret: 'x', tags: [{ label: 'Fintech', internal: 1 }] };
    const response = await app.inject({ method: 'GET', url: '/answer' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { name: 'Fund 1', score: 80, tags: [{ label: 'Fintech' }] });
  });

  it('refuses an answer that breaks the contract instead of sending it', async () => {
    reply = { name: 'Fund 1', score: 'eighty', tags: [] };
    const response = await app.inject({ method: 'GET', url: '/answer' });
    assert.equal(response.statusCode, 500);
    assert.doesNotMatch(response.body, /eighty/);
  });
});
