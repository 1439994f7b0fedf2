import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type StoreInfoBody } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUpUser } from './helpers.js';

describe('POST /dev/me/store-info', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const { response: answers } = endpoints.storeInfo;
  const store = (authorization: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/dev/me/store-info',
      headers: authorization ? { authorization } : {},
      payload: payload as Record<string, unknown>,
    });
  const getInfo = async (authorization: string) =>
    endpoints.getInfo.response[200].parse(
      (await app.inject({ method: 'GET', url: '/dev/me/get-info', headers: { authorization } })).json(),
    );

  it('needs a token', async () => {
    assert.equal((await store(undefined, { Location: 'Berlin' } satisfies StoreInfoBody)).statusCode, 401);
  });

  it('saves each spec payload key where get-info reads it', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'edit');
    for (const edit of [
      { 'Full name': 'Ada Lovelace' },
      { Contact: 'ada@engines.example' },
      { Location: 'London, UK' },
      { website: 'https://engines.example' },
      { 'LinkedIn Url': 'https://www.linkedin.com/in/ada' },
      { Background: 'Mathematician' },
      { title: 'CEO' },
    ] satisfies StoreInfoBody[]) {
      const response = await store(authorization, edit);
      assert.equal(response.statusCode, 200, JSON.stringify(edit));
      answers[200].parse(response.json());
    }
    const info = await getInfo(authorization);
    assert.equal(info.user.name, 'Ada Lovelace');
    assert.equal(info.founder.Contact, 'ada@engines.example');
    assert.equal(info.founder.Location, 'London, UK');
    assert.equal(info.founder.website, 'https://engines.example');
    assert.equal(info.founder['LinkedIn Url'], 'https://www.linkedin.com/in/ada');
    assert.equal(info.founder.Background, 'Mathematician');
    assert.equal(info.founder['Title/Position'], 'CEO');
  });

  it('saves several startup fields in one call and keeps the rest of the company', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'startup');
    await store(authorization, { company: 'Analytical Engines', vision: 'Compute everything' } satisfies StoreInfoBody);
    const response = await store(authorization, {
      problemCustomer: 'Tables are wrong',
      raisingAmount: '$2M',
    } satisfies StoreInfoBody);
    assert.equal(response.statusCode, 200);
    const { company } = await getInfo(authorization);
    assert.equal(company.company_name, 'Analytical Engines');
    assert.deepEqual(company.summary, {
      startupName: 'Analytical Engines',
      vision: 'Compute everything',
      problemCustomer: 'Tables are wrong',
      raisingAmount: '$2M',
    });
  });

  it('answers 400 naming an unknown field, a non-string value or an empty body, and saves nothing', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'bad-edit');
    const unknown = await store(authorization, { Location: 'Paris', password: 'x' });
    assert.equal(unknown.statusCode, 400);
    assert.match(answers[400].parse(unknown.json()).message, /"password" is not an editable field/);
    assert.equal((await getInfo(authorization)).founder.Location, undefined);

    const notText = await store(authorization, { Location: 42 });
    assert.equal(notText.statusCode, 400);
    assert.match(answers[400].parse(notText.json()).message, /must be a string/);

    const empty = await store(authorization, {});
    assert.equal(empty.statusCode, 400);
    assert.match(answers[400].parse(empty.json()).message, /at least one field/);
  });
});
