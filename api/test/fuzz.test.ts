import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, isNonJsonResponse, type Endpoint, type EndpointName } from '@pear/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bombPdf } from '../../fixtures/hostile.mjs';
import { DEV_IDP_PATH } from '../src/modules/dev-idp/provider.js';
import { corruptPdf, encryptedPdf, oversizedPdf, textPdf } from './fixtures/pdf-builders.js';
import { casesFor, type FuzzCase, type HostilePdf } from './fuzz/cases.js';
import { forgedAuthorizations, seededRandom } from './fuzz/values.js';
import { buildTestApp, signUpUser, TEST_JWT_SECRET, uniqueEmail } from './helpers.js';

/*
 * Hundreds of malformed requests, generated (seeded, so every run sends the same ones) from the contract over every
 * endpoint it declares. Each must be refused with a client error and a readable message, leave the process serving
 * and the database untouched. Runs on PGlite and, in `npm run test:pg`, on PostgreSQL.
 */

const SEED = 0x5eed_0011;
const REFUSALS = new Set([400, 401, 403, 404, 405, 413, 414, 415, 422, 429]);
const MiB = 1024 * 1024;

type Tally = { tried: number; clientErrors: number; serverErrors: number; other: number };

/** Rows per table: a refused request must leave every count as it was. */
async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const { rows: tables } = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const counts = tables.map(
    ({ table_name: table }) => sql`(select count(*) from ${sql.identifier(table)})::int as ${sql.identifier(table)}`,
  );
  const { rows } = (await app.db.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as {
    rows: Array<Record<string, number>>;
  };
  return rows[0] ?? {};
}

async function hostilePdfs(): Promise<HostilePdf[]> {
  const real = await textPdf([[{ text: 'Fuzz Deck — Problem, Solution, Market', x: 72, y: 72, size: 18 }]]);
  return [
    { name: 'empty file', bytes: new Uint8Array() },
    { name: 'header only', bytes: new TextEncoder().encode('%PDF-1.7\n') },
    { name: 'truncated in the middle', bytes: real.subarray(0, Math.floor(real.byteLength / 2)) },
    { name: 'no PDF at all', bytes: new TextEncoder().encode('<html><body>not a pdf</body></html>') },
    { name: 'corrupt body', bytes: corruptPdf() },
    { name: 'encrypted', bytes: encryptedPdf() },
    // 256 MiB of content in a ~256 KB file: four times the parser's inflate budget.
    { name: 'decompression bomb (256 MiB inflated)', bytes: bombPdf({ inflatedBytes: 256 * MiB }) },
    { name: 'over 10 MB', bytes: oversizedPdf(11) },
  ];
}

/**
 * A data-room viewer session of `founderAuthorization`'s room (the `Authorization` header): a link shared with a
 * fresh e-mail, and the code the mail catcher caught, traded for a session.
 */
async function signInViewer(app: FastifyInstance, founderAuthorization: string): Promise<string> {
  const email = uniqueEmail('fuzz-viewer');
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const shared = await post('/dev/me/data-room/links', { email }, { authorization: founderAuthorization });
  const token = String(shared.json().link.url).split('/room/')[1];
  await post(`/dev/data-room/links/${token}/code`, { email });
  let code: string | undefined;
  for (let tries = 0; tries < 100 && !code; tries += 1) {
    code = app.mailCatcher?.messages(email)[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const session = await post(`/dev/data-room/links/${token}/session`, { email, code });
  assert.equal(session.statusCode, 200, `a viewer session for the fuzz: ${session.body}`);
  return `Bearer ${session.json().token as string}`;
}

/** What is wrong with an answer to a malformed request, or undefined when it is a proper refusal. */
function problemWith(fuzzCase: FuzzCase, response: Awaited<ReturnType<FastifyInstance['inject']>>): string | undefined {
  if (!REFUSALS.has(response.statusCode)) return `status ${response.statusCode}`;
  const declared = (endpoints[fuzzCase.endpoint].response as Record<number, unknown>)[response.statusCode];
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/html') && declared && isNonJsonResponse(declared as never)) {
    return response.body.trim().length > 0 ? undefined : 'an empty HTML page';
  }
  // Below /dev-idp/ (local mode only), what no route of ours matches is oidc-provider's: its 404 is plain text.
  const url = String(fuzzCase.request.url);
  if (url.startsWith(`${DEV_IDP_PATH}/`) && response.statusCode === 404 && contentType.startsWith('text/plain')) {
    return response.body.trim() ? undefined : 'an empty answer';
  }
  if (!contentType.startsWith('application/json')) return `a ${contentType || 'typeless'} answer`;
  let message: unknown;
  try {
    message = (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return 'a body that is not JSON';
  }
  if (typeof message !== 'string' || message.trim().length < 5)
    return `no readable message (${response.body.slice(0, 80)})`;
  if (/\n\s+at |node_modules|Failed query|SELECT |INSERT /i.test(message))
    return `internals in the message: ${message}`;
  return undefined;
}

describe('fuzz: malformed requests over every endpoint of the contract', () => {
  let app: FastifyInstance;
  const casesByEndpoint = new Map<EndpointName, FuzzCase[]>();
  const tally: Tally = { tried: 0, clientErrors: 0, serverErrors: 0, other: 0 };
  const byFamily = new Map<string, number>();
  const byStatus = new Map<number, number>();
  const msByFamily = new Map<string, number>();

  before(async () => {
    app = await buildTestApp({
      // Every endpoint of the contract mounted, and no rate limit standing in front of the checks under test.
      devIdpEnabled: true,
      paymentsLocal: true,
      rateLimitMax: 1_000_000,
      chatRateLimitMax: 1_000_000,
      userRateLimitMax: 1_000_000,
      uploadRateLimitMax: 1_000_000,
    });
    const founder = await signUpUser(app, 'founder', 'fuzz-founder');
    const investor = await signUpUser(app, 'investor', 'fuzz-investor');
    const viewer = await signInViewer(app, founder.authorization);
    const random = seededRandom(SEED);
    const pdfs = await hostilePdfs();
    const forged = await forgedAuthorizations(TEST_JWT_SECRET, { ...founder.user, role: founder.user.role });
    const methods = new Map<string, Set<string>>();
    for (const endpoint of Object.values(endpoints)) {
      methods.set(endpoint.path, (methods.get(endpoint.path) ?? new Set()).add(endpoint.method));
    }
    for (const [name, endpoint] of Object.entries(endpoints) as Array<
      [EndpointName, (typeof endpoints)[EndpointName]]
    >) {
      casesByEndpoint.set(
        name,
        casesFor(name, endpoint, {
          random,
          authorizationFor: (target): Record<string, string> => {
            if (endpoints[target].auth === 'apiKey') return { apikey: 'pear-public-anon-key' };
            if (endpoints[target].auth === 'viewer') return { authorization: viewer };
            if (endpoints[target].auth !== 'bearer') return {};
            // Investor-only endpoints (thesis upload, the investor side) get the investor's token; the rest the founder's.
            const role = (endpoints[target] as Endpoint).role;
            return { authorization: role === 'investor' ? investor.authorization : founder.authorization };
          },
          forgedAuthorizations: forged,
          methodsOf: (path) => methods.get(path) ?? new Set(),
          pdfs,
        }),
      );
    }
  });
  after(() => app?.close());

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    it(`${name}: every malformed request is refused, answered in JSON, and writes nothing`, async () => {
      const cases = casesByEndpoint.get(name) ?? [];
      assert.ok(cases.length >= 5, `only ${cases.length} cases for ${name}`);
      const failures: string[] = [];
      // Refused requests leave the counts alone, so each case's "after" is the next one's "before".
      let rowsBefore = await rowCounts(app);
      for (const fuzzCase of cases) {
        const started = performance.now();
        const response = await app.inject(fuzzCase.request);
        msByFamily.set(fuzzCase.family, (msByFamily.get(fuzzCase.family) ?? 0) + performance.now() - started);
        tally.tried += 1;
        byFamily.set(fuzzCase.family, (byFamily.get(fuzzCase.family) ?? 0) + 1);
        byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) tally.serverErrors += 1;
        else if (response.statusCode >= 400) tally.clientErrors += 1;
        else tally.other += 1;

        const label = `${fuzzCase.request.method} ${String(fuzzCase.request.url).slice(0, 90)} [${fuzzCase.family}: ${fuzzCase.description.slice(0, 80)}]`;
        const problem = problemWith(fuzzCase, response);
        if (problem) failures.push(`${label} → ${problem}: ${response.body.slice(0, 160)}`);
        const health = await app.inject({ method: 'GET', url: '/health' });
        if (health.statusCode !== 200) failures.push(`${label} → /health answered ${health.statusCode} afterwards`);
        const rowsAfter = await rowCounts(app);
        const changed = Object.keys(rowsAfter).filter((table) => rowsAfter[table] !== rowsBefore[table]);
        if (response.statusCode >= 400 && changed.length > 0) {
          failures.push(`${label} → refused, yet wrote to ${changed.join(', ')}`);
        }
        rowsBefore = rowsAfter;
      }
      assert.deepEqual(failures, [], `${failures.length} of ${cases.length} cases went wrong`);
    });
  }

  it('tried at least 300 malformed requests with no 5xx', (t) => {
    const families = [...byFamily]
      .map(([family, count]) => `${family} ${count} (${Math.round(msByFamily.get(family) ?? 0)} ms)`)
      .join(', ');
    t.diagnostic(
      `fuzz tally: tried ${tally.tried}, 4xx ${tally.clientErrors}, 5xx ${tally.serverErrors}, other ${tally.other} (seed 0x${SEED.toString(16)})`,
    );
    t.diagnostic(`fuzz families: ${families}`);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    t.diagnostic(`fuzz statuses: ${statuses.join(', ')}`);
    assert.ok(tally.tried >= 300, `only ${tally.tried} requests`);
    assert.equal(tally.serverErrors, 0);
    assert.equal(tally.other, 0);
  });
});
