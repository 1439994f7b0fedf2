import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { endpoints, errorBodySchema, type Endpoint, type Role } from '@pear/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, signUpUser } from './helpers.js';

/*
 * Founder-only and investor-only endpoints (issue 14): every endpoint of the contract that declares a `role` answers
 * 403 with a clear message to a signed-in user of the other role, 401 without a token, and lets its own role through
 * to the route's own checks. Requests are built from the contract alone, so a new endpoint with a role is covered
 * the day it is declared.
 */

const OTHER: Record<Role, Role> = { founder: 'investor', investor: 'founder' };
const BOUNDARY = 'rolesTestBoundary';

/** A request the endpoint's route can read: every path parameter a fresh uuid, a body of the declared kind. */
function requestFor(endpoint: Endpoint): InjectOptions {
  const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID());
  const base = { method: endpoint.method, url } as const;
  if (!endpoint.body && !endpoint.bodyKind) return base;
  switch (endpoint.bodyKind ?? 'json') {
    case 'pdf':
      return { ...base, headers: { 'content-type': 'application/pdf' }, payload: Buffer.from('%PDF-1.7\n%%EOF\n') };
    case 'multipart':
      return {
        ...base,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      };
    default:
      // The role is checked before the body is validated, so an empty object is enough.
      return { ...base, headers: { 'content-type': 'application/json' }, payload: '{}' };
  }
}

const contract: Record<string, Endpoint> = endpoints;
const withRole = Object.entries(contract).flatMap(([name, endpoint]) =>
  endpoint.role ? [{ name, endpoint, role: endpoint.role }] : [],
);

describe('roles: founder-only and investor-only endpoints', () => {
  let app: FastifyInstance;
  const authorization: Partial<Record<Role, string>> = {};
  before(async () => {
    app = await buildTestApp();
    for (const role of ['founder', 'investor'] as const) {
      authorization[role] = (await signUpUser(app, role, `roles-${role}`)).authorization;
    }
  });
  after(() => app.close());

  it('covers the founder side and the investor side of the contract', () => {
    for (const name of ['parsePitchdeck', 'getMatches', 'getDataRoom', 'getFounderKudos', 'getVibeScore']) {
      assert.equal(contract[name]?.role, 'founder', name);
    }
    for (const name of ['parseThesis', 'getInvestorDashboard', 'claimInvestorProfile', 'getFounderMatches']) {
      assert.equal(contract[name]?.role, 'investor', name);
    }
    assert.ok(withRole.length >= 30, `only ${withRole.length} endpoints declare a role`);
    for (const { name, endpoint } of withRole) {
      assert.equal(endpoint.auth, 'bearer', `${name}: a role needs a signed-in user`);
      assert.ok(403 in endpoint.response, `${name}: 403 is not in its response map`);
    }
  });

  for (const { name, endpoint, role } of withRole) {
    const other = OTHER[role];
    it(`${name} (${endpoint.method} ${endpoint.path}): 403 for ${other}s, 401 without a token`, async () => {
      const request = requestFor(endpoint);
      const refused = await app.inject({
        ...request,
        headers: { ...request.headers, authorization: authorization[other] },
      });
      assert.equal(refused.statusCode, 403, refused.body);
      const { message } = errorBodySchema.parse(refused.json());
      assert.match(message, new RegExp(`only .*${role} accounts`, 'i'));

      const anonymous = await app.inject(request);
      assert.equal(anonymous.statusCode, 401, anonymous.body);

      // Its own role gets past the role check, to the route's own answer (an unknown id, an invalid body…).
      const own = await app.inject({
        ...request,
        headers: { ...request.headers, authorization: authorization[role] },
      });
      assert.notEqual(own.statusCode, 403, own.body);
      assert.notEqual(own.statusCode, 401, own.body);
    });
  }

  it('says which role the endpoint is for and which one the caller has', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: '/dev/investor/profile',
      headers: { authorization: authorization.founder },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(
      endpoints.getInvestorDashboard.response[403].parse(refused.json()).message,
      'This is only for investor accounts: you are signed in as a founder.',
    );
  });
});
