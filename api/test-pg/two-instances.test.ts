// Two API processes (the real server, src/server.ts) on one PostgreSQL database, behind a round-robin proxy, with
// the identity provider, the SMTP server and the file store outside both, as in production. Whichever instance
// answers, sign-in, the daily quota, intros and the CRM behave as with one; the per-IP rate limit is per instance,
// so N instances behind round robin let N × RATE_LIMIT_MAX through (the README's "Beyond one machine").
// PostgreSQL only (PGlite is one process's database): `npm run -w api test:pg` runs this folder after the suite.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints, type Role } from '@pear/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { MEMORY_DIR } from '../src/config.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { investors, matches, subscriptions, users } from '../src/db/schema.js';
import { sha256Base64Url } from '../src/modules/auth/login-codes.js';
import { importInvestors } from '../src/modules/investors/store.js';
import { startMailCatcher, type MailCatcher } from '../src/modules/mail/catcher.js';
import { utcDay } from '../src/modules/plans/quota.js';
import { saveDeck } from '../src/modules/profiles/documents.js';
import { PNG_BYTES } from '../test/fixtures/data-room-files.js';
import { fintechDeck } from '../test/fixtures/investor-side.js';
import { APP_URL, CookieBrowser, TEST_JWT_SECRET, isolatedDatabase, uniqueEmail } from '../test/helpers.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { startExternalIdp, type ExternalIdp } from './external-idp.js';
import { BACKEND_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

const INSTANCES = 2;
/** RATE_LIMIT_MAX of each instance: above the sign-ins the other tests make from 127.0.0.1. */
const PER_INSTANCE_RATE_LIMIT = 20;
/** The rate-limit test's client address: a bucket of its own (the proxy names the client, TRUST_PROXY trusts it). */
const RATE_LIMITED_CLIENT = '127.0.0.2';
const PARALLEL_CALLS = 20;
/** Two cold starts of the server from source on a loaded 2-core machine, then the OIDC round trips. */
const SUITE_TIMEOUT_MS = 600_000;

/** Thirty investors with one seed round each: more than any day's quota. */
function investorsCsv(): string {
  const header = 'investor_name,company_name,category_code,country_code,region,round_type,funded_at,raised_amount_usd';
  const rows = Array.from(
    { length: 30 },
    (_, i) => `Twin Fund ${i},Twin Co ${i},finance,USA,SF Bay,seed,2012-0${1 + (i % 9)}-15,${1_000_000 + i * 1000}`,
  );
  return `${[header, ...rows].join('\n')}\n`;
}

type Answer = { status: number; body: unknown; bytes: Buffer; backend: string };
type SignedIn = { token: string; id: string; email: string };

describe('two API instances on one PostgreSQL behind a round-robin proxy', { timeout: SUITE_TIMEOUT_MS }, () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let handle: DbHandle;
  let mail: MailCatcher;
  let workDir: string;
  let proxy: RoundRobinProxy;
  let idp: ExternalIdp;
  const instances: ApiProcess[] = [];

  before(async () => {
    assert.ok(process.env.DATABASE_URL, 'needs DATABASE_URL: run it with `npm run -w api test:pg`');
    database = await isolatedDatabase();
    handle = await openDatabase({ databaseUrl: database.url, pgliteDir: MEMORY_DIR }, () => undefined);
    await migrate(handle);
    workDir = await mkdtemp(join(tmpdir(), 'pear-two-instances-'));
    await writeFile(join(workDir, 'events.csv'), investorsCsv());
    // Before the instances start: each builds its matching index from the database once, at start.
    await importInvestors(handle.db, { csv: join(workDir, 'events.csv') });
    mail = await startMailCatcher();

    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    idp = await startExternalIdp({ apiPublicUrl: proxy.url, signInUrl: `${APP_URL}/signin` });
    const shared = {
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      // The browser only ever sees the balancer: the OIDC redirect_uri and every link point at it.
      API_PUBLIC_URL: proxy.url,
      APP_URL,
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: TEST_JWT_SECRET,
      ...idp.env,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      STORAGE_DIR: join(workDir, 'files'),
      S3_BUCKET: '',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: String(PER_INSTANCE_RATE_LIMIT),
      USER_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
      DEV_IDP_ENABLED: 'false',
      PAYMENTS_LOCAL: 'false',
      MAIL_CATCHER: 'false',
      LOG_LEVEL: 'warn',
    };
    // Started together: migrations and the first-start import must cope with a neighbour doing the same.
    const started = await Promise.allSettled(
      ports.map((port) => startApiProcess({ ...shared, API_PORT: String(port) })),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  after(async () => {
    // Everything is stopped, whatever failed: each step on its own.
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await Promise.allSettled([proxy?.close(), idp?.close(), mail?.close(), handle?.close()]);
    await database?.drop().catch(() => undefined);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  /** One request through the proxy: a JSON body, or a multipart one (FormData); JSON answers parsed. */
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      body: json ? (JSON.parse(bytes.toString('utf8')) as unknown) : bytes.toString('utf8'),
      bytes,
      backend: response.headers.get(BACKEND_HEADER) ?? '',
    };
  }

  /** The whole browser dance, through the proxy: login start, the IdP's form, the callback, the code exchange. */
  async function signInThroughProxy(role: Role, name: string) {
    const browser = new CookieBrowser();
    const idpHost = new URL(idp.env.OIDC_ISSUER).host;
    const nonce = randomBytes(32).toString('base64url');
    const email = uniqueEmail(role);

    const start = await browser.request(
      `${proxy.url}${endpoints.linkedinLogin.path}?role=${role}&nonceHash=${sha256Base64Url(nonce)}`,
    );
    assert.equal(start.status, 302, await start.text());
    const form = await browser.follow(start.headers.get('location') ?? '', idpHost);
    assert.equal(form.status, 200);
    const action = (await form.text()).match(/<form method="post" action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    assert.ok(action, 'the IdP shows its sign-in form');
    const submitted = await browser.follow(action, idpHost, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name, email }),
    });
    const callbackUrl = submitted.headers.get('location') ?? '';
    assert.ok(callbackUrl.startsWith(`${proxy.url}${endpoints.linkedinCallback.path}?`), callbackUrl);

    // The pending login travels in the sealed cookie the starting instance set, whichever instance gets it back.
    const callback = await browser.request(callbackUrl);
    assert.equal(callback.status, 302);
    const target = new URL(callback.headers.get('location') ?? '');
    assert.equal(`${target.origin}${target.pathname}`, `${APP_URL}/signup/authcallback`, target.href);
    const exchange = await call('POST', endpoints.exchangeLoginCode.path, undefined, {
      code: target.searchParams.get('token'),
      nonce,
    });
    assert.equal(exchange.status, 200, JSON.stringify(exchange.body));
    const { token, user } = endpoints.exchangeLoginCode.response[200].parse(exchange.body);
    assert.equal(user.role, role);
    const signedIn: SignedIn = { token, id: decodeJwt(token).sub ?? '', email: user.email };
    return {
      ...signedIn,
      backends: {
        start: start.headers.get(BACKEND_HEADER),
        callback: callback.headers.get(BACKEND_HEADER),
        exchange: exchange.backend,
      },
    };
  }

  it('runs two instances that both answer from PostgreSQL, in turn', async () => {
    const answers = [await call('GET', '/health'), await call('GET', '/health')];
    assert.deepEqual(answers.map((answer) => answer.backend).sort(), ['0', '1']);
    for (const answer of answers) {
      assert.equal(answer.status, 200);
      assert.equal(endpoints.health.response[200].parse(answer.body).db, 'postgres');
    }
  });

  it('signs in with the login started on one instance and finished on the other, both ways round', async () => {
    const directions = new Set<string>();
    for (const name of ['Ada Twin', 'Grace Twin']) {
      const login = await signInThroughProxy('investor', name);
      assert.notEqual(login.backends.start, login.backends.callback, 'start and callback on different instances');
      directions.add(`${login.backends.start}→${login.backends.callback}`);

      // A token issued by one instance works on the other.
      const info = await call('GET', endpoints.getInfo.path, login.token);
      assert.equal(info.status, 200);
      assert.notEqual(info.backend, login.backends.exchange, 'token used on the instance that did not issue it');
      const { user } = endpoints.getInfo.response[200].parse(info.body);
      assert.deepEqual([user.name, user.email, user.role], [name, login.email, 'investor']);
      // The next login starts on the other instance (four requests per login keep the parity otherwise).
      await call('GET', '/health');
    }
    assert.deepEqual([...directions].sort(), ['0→1', '1→0']);
  });

  const revealedToday = async (founderId: string) =>
    (
      await handle.db
        .select({ revealed: count() })
        .from(matches)
        .where(and(eq(matches.founderId, founderId), eq(matches.day, utcDay(new Date()))))
    )[0]?.revealed;

  /** A founder past the 14-day trial: the Basic plan, 2 matches a day. */
  async function basicFounder(name: string): Promise<SignedIn> {
    const founder = await signInThroughProxy('founder', name);
    await handle.db
      .update(users)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(users.id, founder.id));
    return founder;
  }

  it("counts a Basic founder's daily quota across both instances", async () => {
    const founder = await basicFounder('Quota Twin');
    const first = await call('POST', endpoints.findMatches.path, founder.token);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const shown = endpoints.findMatches.response[200].parse(first.body).results;
    assert.equal(shown.length, 2);

    // The other instance knows the day's quota is spent, and so does the first one again.
    for (const expectedOther of [true, false]) {
      const again = await call('POST', endpoints.findMatches.path, founder.token);
      assert.equal(again.status, 429, JSON.stringify(again.body));
      assert.equal(again.backend !== first.backend, expectedOther);
      assert.match(endpoints.findMatches.response[429].parse(again.body).message, /today's 2 matches on the Basic/);
    }
    // Both instances list the same two matches.
    const listed = [await call('GET', endpoints.getMatches.path, founder.token)];
    listed.push(await call('GET', endpoints.getMatches.path, founder.token));
    assert.deepEqual(listed.map((answer) => answer.backend).sort(), ['0', '1']);
    for (const answer of listed) {
      const ids = endpoints.getMatches.response[200].parse(answer.body).map((match) => match.user_id);
      assert.deepEqual(ids.sort(), shown.map((match) => match.InvestorId).sort());
    }
    assert.equal(await revealedToday(founder.id), 2);
  });

  for (const [plan, quota] of [
    ['basic', 2],
    ['pro', 5],
  ] as const) {
    it(`reveals exactly ${quota} matches (${plan}) for ${PARALLEL_CALLS} parallel calls spread over both instances`, async () => {
      const founder = await basicFounder(`Race Twin ${plan}`);
      if (plan === 'pro') {
        await handle.db.insert(subscriptions).values({ userId: founder.id, plan: 'pro', status: 'active' });
      }
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, () => call('POST', endpoints.findMatches.path, founder.token)),
      );
      assert.deepEqual(new Set(answers.map((answer) => answer.backend)), new Set(['0', '1']));
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, ...Array<number>(PARALLEL_CALLS - 1).fill(429)]);
      const shown = answers
        .filter((answer) => answer.status === 200)
        .flatMap((answer) => endpoints.findMatches.response[200].parse(answer.body).results);
      assert.equal(shown.length, quota, 'investors shown across all answers');
      assert.equal(await revealedToday(founder.id), quota, 'matches recorded for today');
    });
  }

  /** The caught e-mails to `to` with a subject containing `subject`, waiting for SMTP delivery. */
  async function mailTo(to: string, subject: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = mail.messages(to).find((message) => message.subject.includes(subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  }

  it('requests an intro on one instance, sees and accepts it on the other, and both CRMs follow', async () => {
    const founder = await signInThroughProxy('founder', 'Founder Twin');
    await saveDeck(handle.db, founder.id, fintechDeck());
    const investor = await signInThroughProxy('investor', 'Investor Twin');

    const requested = await call('POST', endpoints.requestIntro.path, investor.token, {
      toUserId: founder.id,
      message: 'Two instances, one intro.',
    });
    assert.equal(requested.status, 201, JSON.stringify(requested.body));
    const sent = endpoints.requestIntro.response[201].parse(requested.body);

    const listed = await call('GET', endpoints.listIntros.path, founder.token);
    assert.notEqual(listed.backend, requested.backend);
    const [received] = endpoints.listIntros.response[200].parse(listed.body).received;
    assert.deepEqual([received?.id, received?.status], [sent.id, 'pending']);

    const accepted = await call('POST', `/dev/me/intros/${sent.id}/accept`, founder.token);
    assert.notEqual(accepted.backend, listed.backend);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const { intro, dealId } = endpoints.acceptIntro.response[200].parse(accepted.body);
    assert.deepEqual([intro.status, intro.counterpart.email], ['accepted', investor.email]);

    const seen = await call('GET', endpoints.listIntros.path, investor.token);
    assert.notEqual(seen.backend, accepted.backend);
    const [sentView] = endpoints.listIntros.response[200].parse(seen.body).sent;
    assert.deepEqual([sentView?.status, sentView?.counterpart.email], ['accepted', founder.email]);

    // Both CRMs, read on either instance: a deal with the other side at Introduced.
    for (const [owner, other] of [
      [founder, investor],
      [investor, founder],
    ] as const) {
      const deals = endpoints.listDeals.response[200].parse((await call('GET', '/dev/me/deals', owner.token)).body);
      const deal = deals.deals.find((entry) => entry.counterpart.userId === other.id);
      assert.equal(deal?.stage, 'Introduced');
      if (owner === founder) assert.equal(deal.id, dealId);
    }
    // Mail from either instance goes out through the one SMTP server.
    assert.ok(await mailTo(founder.email, 'asked for an intro'), 'the founder was mailed about the request');
    assert.ok(await mailTo(investor.email, 'accepted your intro'), 'the investor was mailed about the answer');
  });

  it('creates a deal on one instance and edits and lists it on the other', async () => {
    const founder = await signInThroughProxy('founder', 'Deal Twin');
    const [corpusInvestor] = await handle.db.select({ id: investors.id }).from(investors).limit(1);
    assert.ok(corpusInvestor);

    const created = await call('POST', '/dev/me/deals', founder.token, { investorId: corpusInvestor.id });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { deal } = endpoints.createDeal.response[201].parse(created.body);

    const edited = await call('PATCH', `/dev/me/deals/${deal.id}`, founder.token, { stage: 'Contacted' });
    assert.notEqual(edited.backend, created.backend);
    assert.equal(edited.status, 200, JSON.stringify(edited.body));

    const detail = await call('GET', `/dev/me/deals/${deal.id}`, founder.token);
    assert.notEqual(detail.backend, edited.backend);
    const { deal: read, timeline } = endpoints.getDeal.response[200].parse(detail.body);
    assert.equal(read.stage, 'Contacted');
    assert.deepEqual(timeline.map((entry) => entry.kind).sort(), ['created', 'stage_changed'].sort());

    const listed = await call('GET', '/dev/me/deals', founder.token);
    assert.notEqual(listed.backend, detail.backend);
    const deals = endpoints.listDeals.response[200].parse(listed.body).deals;
    assert.deepEqual(
      deals.map((entry) => [entry.id, entry.stage]),
      [[deal.id, 'Contacted']],
    );
  });

  it("keeps a founder's files and a viewer's code and session where every instance finds them", async () => {
    const founder = await signInThroughProxy('founder', 'Room Twin');
    const viewer = uniqueEmail('viewer');

    const form = new FormData();
    form.append('category', 'Business Documents');
    form.append('file', new Blob([PNG_BYTES], { type: 'application/octet-stream' }), 'team.png');
    const uploaded = await call('POST', endpoints.uploadDataRoomDocument.path, founder.token, form);
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const item = endpoints.uploadDataRoomDocument.response[201].parse(uploaded.body);
    // The file went to the one shared store (STORAGE_DIR here, S3 in production): the other instance reads it.
    const own = await call('GET', `/dev/me/data-room/items/${item.id}/file`, founder.token);
    assert.notEqual(own.backend, uploaded.backend);
    assert.equal(own.status, 200);
    assert.deepEqual(own.bytes, PNG_BYTES);

    const shared = await call('POST', endpoints.createDataRoomLink.path, founder.token, { email: viewer });
    assert.equal(shared.status, 201, JSON.stringify(shared.body));
    const linkToken = endpoints.createDataRoomLink.response[201].parse(shared.body).link.url.split('/room/')[1]!;

    // The code is sent by one instance and checked by the other; the session it buys works on the first.
    const sent = await call('POST', `/dev/data-room/links/${linkToken}/code`, undefined, { email: viewer });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const code = (await mailTo(viewer, 'data room code'))?.text.match(/\b(\d{6})\b/)?.[1];
    assert.ok(code, 'the viewer was mailed a code');
    const verified = await call('POST', `/dev/data-room/links/${linkToken}/session`, undefined, {
      email: viewer,
      code,
    });
    assert.notEqual(verified.backend, sent.backend);
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    const session = endpoints.verifyViewerCode.response[200].parse(verified.body);
    const opened = await call('GET', `/dev/data-room/room/items/${item.id}/content`, session.token);
    assert.notEqual(opened.backend, verified.backend);
    assert.equal(opened.status, 200, opened.bytes.toString());
    assert.deepEqual(opened.bytes, PNG_BYTES);
  });

  /** A GET from a given loopback address: the proxy names it in X-Forwarded-For and the API keys its limit on it. */
  function getFrom(localAddress: string, url: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      get(url, { localAddress, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            bytes: Buffer.from(text),
            backend: String(response.headers[BACKEND_HEADER] ?? ''),
          }),
        );
      }).on('error', reject);
    });
  }

  // Last: it spends a whole minute's allowance of its client address.
  it(`lets ${INSTANCES} × RATE_LIMIT_MAX login starts a minute through from one address: the limit is per instance`, async () => {
    const loginUrl = `${proxy.url}${endpoints.linkedinLogin.path}?nonceHash=${sha256Base64Url('rate-limited tab')}`;
    const answers: Answer[] = [];
    for (let i = 0; i < INSTANCES * PER_INSTANCE_RATE_LIMIT + INSTANCES; i += 1) {
      answers.push(await getFrom(RATE_LIMITED_CLIENT, loginUrl));
    }
    const allowed = answers.slice(0, INSTANCES * PER_INSTANCE_RATE_LIMIT);
    assert.deepEqual(
      allowed.map((answer) => answer.status),
      allowed.map(() => 302),
    );
    for (const backend of ['0', '1']) {
      assert.equal(allowed.filter((answer) => answer.backend === backend).length, PER_INSTANCE_RATE_LIMIT);
    }
    // Then each instance refuses: its own bucket for that address is empty.
    const refused = answers.slice(INSTANCES * PER_INSTANCE_RATE_LIMIT);
    assert.deepEqual(refused.map((answer) => answer.backend).sort(), ['0', '1']);
    for (const answer of refused) {
      assert.equal(answer.status, 429);
      assert.match(answer.body as string, new RegExp(`at most ${PER_INSTANCE_RATE_LIMIT} per minute`));
    }
    // Another address still has its own allowance.
    const other = await call('GET', `${endpoints.linkedinLogin.path}?nonceHash=${sha256Base64Url('other tab')}`);
    assert.equal(other.status, 302);
  });
});
