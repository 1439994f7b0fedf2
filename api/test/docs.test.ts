import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, isNonJsonResponse, type Endpoint } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';

type Operation = {
  summary?: string;
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/prod/payment/session/:id` → `/prod/payment/session/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const contractEntries = Object.entries(endpoints) as [string, Endpoint][];
const inContract = new Set(contractEntries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`));

/** Routes the app registers outside the contract on purpose (both hidden from the docs). */
const OUTSIDE_CONTRACT = new Set([
  // oidc-provider's standard OIDC endpoints (discovery at /dev-idp/.well-known/openid-configuration).
  'GET /dev-idp/*',
  'POST /dev-idp/*',
  // @fastify/cors answers every preflight.
  'OPTIONS *',
]);

const CONTENT_TYPES: Record<NonNullable<Endpoint['bodyKind']>, string> = {
  json: 'application/json',
  'raw-json': 'application/json',
  pdf: 'application/pdf',
  video: 'video/*',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

const shapeKeys = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

describe('the API documents itself from @pear/contract', () => {
  let app: FastifyInstance;
  const registered: { method: string; url: string; hidden: boolean }[] = [];
  let doc: OpenApi;

  before(async () => {
    // The dev IdP and the local payment provider mount the routes of local mode too.
    app = await buildTestApp(
      { devIdpEnabled: true, linkedin: undefined, paymentsLocal: true },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) {
            registered.push({ method, url: route.url, hidden: Boolean(route.schema?.hide) });
          }
        },
      },
    );
    doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  });
  after(() => app.close());

  it('serves an OpenAPI 3.1 document with every contract endpoint, its request and every declared status', () => {
    assert.match(doc.openapi, /^3\.1\./);
    for (const [name, endpoint] of contractEntries) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      assert.ok(operation, `${name}: ${endpoint.method} ${endpoint.path} is in /docs/json`);
      assert.equal(operation.summary, endpoint.summary, name);

      const parameters = operation.parameters ?? [];
      for (const key of shapeKeys(endpoint.params)) {
        assert.ok(
          parameters.some((parameter) => parameter.in === 'path' && parameter.name === key && parameter.schema),
          `${name}: path parameter ${key}`,
        );
      }
      for (const key of shapeKeys(endpoint.querystring)) {
        assert.ok(
          parameters.some((parameter) => parameter.in === 'query' && parameter.name === key && parameter.schema),
          `${name}: query parameter ${key}`,
        );
      }
      if (endpoint.body || endpoint.bodyKind) {
        const contentType = CONTENT_TYPES[endpoint.bodyKind ?? 'json'];
        assert.ok(operation.requestBody?.content[contentType]?.schema, `${name}: ${contentType} request body`);
      } else {
        assert.equal(operation.requestBody, undefined, `${name} takes no body`);
      }

      assert.deepEqual(
        Object.keys(operation.responses).sort(),
        Object.keys(endpoint.response).sort(),
        `${name}: the documented statuses are the contract's`,
      );
      for (const [status, spec] of Object.entries(endpoint.response)) {
        const response: Operation['responses'][string] | undefined = operation.responses[status];
        assert.ok(response?.description, `${name} ${status}: described`);
        if (!isNonJsonResponse(spec)) {
          assert.ok(response.content?.['application/json']?.schema, `${name} ${status}: JSON schema`);
        } else if (spec.kind === 'html') {
          assert.ok(response.content?.['text/html']?.schema, `${name} ${status}: an HTML page`);
        } else if (spec.kind === 'file') {
          assert.ok(response.content?.['application/octet-stream']?.schema, `${name} ${status}: a file`);
        } else {
          assert.equal(response.content, undefined, `${name} ${status}: a redirect has no body`);
        }
      }
    }
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = contractEntries.map(([, endpoint]) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    assert.deepEqual(documented.sort(), expected.sort(), 'nothing is documented that the contract does not declare');
  });

  it('registers no route that is not in the contract', () => {
    assert.ok(registered.length > contractEntries.length);
    for (const { method, url, hidden } of registered) {
      // Fastify adds a HEAD route to every GET.
      if (method === 'HEAD') continue;
      const route = `${method} ${url}`;
      if (OUTSIDE_CONTRACT.has(route)) {
        assert.ok(hidden, `${route} is hidden from the docs`);
        continue;
      }
      assert.ok(inContract.has(route), `${route} is declared in @pear/contract (contract/src/endpoints.ts)`);
      assert.ok(!hidden, `${route} is documented`);
    }
  });

  it('serves a readable list of the endpoints at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    for (const endpoint of [endpoints.getInfo, endpoints.startCheckout, endpoints.chatAssistant]) {
      assert.ok(response.body.includes(openApiPath(endpoint.path)), endpoint.path);
      assert.ok(response.body.includes(endpoint.summary.replaceAll("'", '&#39;')), endpoint.summary);
    }
    assert.match(response.body, /href="\/docs\/json"/);
  });
});
