import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints, type RequestBody } from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptions, users } from '../src/db/schema.js';
import { importInvestors } from '../src/modules/investors/store.js';
import { sectorLabel, stageLabel } from '../src/modules/matching/vocabulary.js';
import { saveDeck } from '../src/modules/profiles/documents.js';
import { fintechDeck } from './fixtures/investor-side.js';
import { buildTestApp, signUpUser } from './helpers.js';

type OutreachRequest = RequestBody<typeof endpoints.draftOutreach>;

const SECTORS = ['finance', 'software', 'mobile', 'ecommerce', 'cleantech'];
const STAGES = ['seed', 'angel', 'series-a'];

/** 24 investors, each with a few real-looking rounds; some share rounds (co-investors). */
function eventsCsv(): string {
  const lines = ['investor_name,company_name,category_code,country_code,region,round_type,funded_at,raised_amount_usd'];
  for (let investor = 0; investor < 24; investor++) {
    for (let deal = 0; deal < 2 + (investor % 3); deal++) {
      const sector = SECTORS[(investor + deal) % SECTORS.length];
      const stage = STAGES[(investor + deal) % STAGES.length];
      const month = String(1 + ((investor + deal) % 12)).padStart(2, '0');
      const company = `Company ${investor}-${deal}`;
      const name = investor % 2 === 0 ? `Fund ${investor} Ventures` : `Angel Person${investor} Smith`;
      lines.push(`${name},${company},${sector},USA,SF Bay,${stage},2012-${month}-15,${1_000_000 + investor * 100_000}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The fintech deck of the investor-side fixtures, with the traction and words these rankings read. */
const deck = () =>
  fintechDeck({
    tractions: ['$40K MRR — growing 15% a month'],
    text: 'payments banking finance small business accounting software',
  });

describe('matches, quota and outreach', () => {
  let app: FastifyInstance;
  let dir: string;
  before(async () => {
    app = await buildTestApp();
    dir = await mkdtemp(join(tmpdir(), 'pear-investors-'));
    await writeFile(join(dir, 'events.csv'), eventsCsv());
    await importInvestors(app.db, { csv: join(dir, 'events.csv') });
    await app.matching.reload();
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function founder(label: string) {
    const signedUp = await signUpUser(app, 'founder', label);
    await saveDeck(app.db, signedUp.user.id, deck());
    return signedUp;
  }
  const get = (url: string, authorization: string) => app.inject({ method: 'GET', url, headers: { authorization } });
  const post = (url: string, authorization: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const matchesOf = async (authorization: string) =>
    endpoints.getMatches.response[200].parse((await get('/dev/me/matches', authorization)).json());
  const statusOf = async (authorization: string) =>
    endpoints.getMatchStatus.response[200].parse((await get('/dev/me/match-status', authorization)).json());
  const foundIn = (response: { json: () => unknown }) => endpoints.findMatches.response[200].parse(response.json());

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/dev/me/matches'],
      ['POST', '/dev/me/find-matches'],
      ['GET', '/dev/me/match-status'],
      ['GET', '/dev/me/investor-questions'],
      ['POST', '/dev/me/outreach-draft'],
    ] as const) {
      assert.equal((await app.inject({ method, url })).statusCode, 401, url);
    }
  });

  it("shows a new founder today's 5 trial matches, the same list all day, with true reasons and no made-up contacts", async () => {
    const { authorization } = await founder('daily');
    const first = await matchesOf(authorization);
    assert.equal(first.length, 5);
    assert.deepEqual(await matchesOf(authorization), first);
    for (const match of first) {
      assert.ok(match.pear_score >= 0 && match.pear_score <= 100);
      assert.ok(match.reasons.length >= 1 && match.reasons.length <= 3, match.reasons.join(' | '));
      assert.equal(match.analysis, match.reasons.join(' '));
      assert.equal(match.email, null);
      assert.equal(match.linkedin, null);
      assert.equal(match.job_title, match.company ? 'Venture firm' : 'Angel investor');
    }
    const scores = first.map((match) => match.pear_score);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
  });

  it("shows each match's top sectors and stages, counted from its rounds, on every visit", async () => {
    const { authorization } = await founder('labels');
    const first = await matchesOf(authorization);
    for (const match of first) {
      // eventsCsv(): investor k backs SECTORS[(k + d) % 5] at STAGES[(k + d) % 3] in its deals d.
      const k = Number(/\d+/.exec(match.name)![0]);
      const deals = Array.from({ length: 2 + (k % 3) }, (_, d) => d);
      const mostBacked = (values: string[], limit: number) => {
        const count = (value: string) => values.filter((other) => other === value).length;
        return [...new Set(values)].sort((a, b) => count(b) - count(a) || (a < b ? -1 : 1)).slice(0, limit);
      };
      const sectors = mostBacked(
        deals.map((d) => SECTORS[(k + d) % SECTORS.length]!),
        6,
      );
      const stages = mostBacked(
        deals.map((d) => STAGES[(k + d) % STAGES.length]!),
        3,
      );
      assert.deepEqual(match.industries, sectors.map(sectorLabel).filter(Boolean).slice(0, 3), match.name);
      assert.deepEqual(match.stages, stages.map(stageLabel).filter(Boolean), match.name);
    }
    const again = await matchesOf(authorization);
    assert.deepEqual(
      again.map((match) => [match.industries, match.stages]),
      first.map((match) => [match.industries, match.stages]),
    );
  });

  it("never offers a founder's current investor as a new match", async () => {
    const signedUp = await signUpUser(app, 'founder', 'backed');
    await saveDeck(app.db, signedUp.user.id, { ...deck(), investors: ['Fund 0 Ventures'] });
    const shown = await matchesOf(signedUp.authorization);
    assert.equal(shown.length, 5);
    assert.ok(!shown.some((match) => match.name === 'Fund 0 Ventures'));
  });

  it('answers 429 with a clear message once the day is used, and reports the status', async () => {
    const { authorization } = await founder('quota');
    await get('/dev/me/matches', authorization);
    // As the spec's client sends it: a JSON content type and no body.
    const refused = await app.inject({
      method: 'POST',
      url: '/dev/me/find-matches',
      headers: { authorization, 'content-type': 'application/json' },
    });
    assert.equal(refused.statusCode, 429);
    assert.match(
      endpoints.findMatches.response[429].parse(refused.json()).message,
      /You've used today's 5 matches on the Pro plan trial/,
    );
    const status = await statusOf(authorization);
    assert.equal(status.plan, 'pro');
    assert.equal(status.trial, true);
    assert.equal(status.dailyQuota, 5);
    assert.equal(status.usedToday, 5);
    assert.equal(status.remainingToday, 0);
    assert.ok(new Date(status.trialEndsAt ?? 0).getTime() > Date.now());
  });

  it('gives Basic (2 a day) after the trial, and Team more on every Find new matches, never repeating one', async () => {
    const basic = await founder('after-trial');
    await app.db
      .update(users)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(users.id, basic.user.id));
    assert.equal((await matchesOf(basic.authorization)).length, 2);
    assert.equal((await post('/dev/me/find-matches', basic.authorization)).statusCode, 429);

    const team = await founder('team');
    await app.db.insert(subscriptions).values({ userId: team.user.id, plan: 'team', status: 'active' });
    const today = await matchesOf(team.authorization);
    assert.equal(today.length, 10);
    const found = await post('/dev/me/find-matches', team.authorization);
    assert.equal(found.statusCode, 200);
    const { results } = foundIn(found);
    assert.ok(results.length > 0);
    const todayIds = new Set(today.map((match) => match.user_id));
    for (const result of results) {
      assert.ok(!todayIds.has(result.InvestorId), 'an investor shown before came back');
      assert.equal(typeof result.InvestorName, 'string');
      assert.equal(typeof result.MatchScore, 'number');
      assert.equal(result.InvestorEmail, null);
    }
    const status = await statusOf(team.authorization);
    assert.equal(status.plan, 'team');
    assert.equal(status.dailyQuota, null);
    assert.equal(status.remainingToday, null);
  });

  it('lists the day in one order on every call: PearScore descending, ties by investor id', async () => {
    const team = await founder('order');
    await app.db.insert(subscriptions).values({ userId: team.user.id, plan: 'team', status: 'active' });
    type Shown = { user_id: string; pear_score: number };
    const order = (list: Shown[]) => list.map((match) => `${match.pear_score}:${match.user_id}`);
    const sorted = (list: Shown[]) =>
      [...list].sort((a, b) => b.pear_score - a.pear_score || (a.user_id < b.user_id ? -1 : 1));

    const first: Shown[] = await matchesOf(team.authorization);
    // The bug showed only among equal PearScores (the ranking's finer raw order on the first call, the id on
    // later ones): make sure this day has some.
    const scores = first.map((match) => match.pear_score);
    assert.ok(new Set(scores).size < scores.length, `no tied PearScores to order: ${scores.join(',')}`);
    assert.deepEqual(order(first), order(sorted(first)));
    assert.deepEqual(order(await matchesOf(team.authorization)), order(first));

    const { results } = foundIn(await post('/dev/me/find-matches', team.authorization));
    const found: Shown[] = results.map((result) => ({
      user_id: result.InvestorId,
      pear_score: result.MatchScore,
    }));
    assert.ok(found.length > 0);
    assert.deepEqual(order(found), order(sorted(found)));

    const afterFind: Shown[] = await matchesOf(team.authorization);
    assert.equal(afterFind.length, first.length + found.length);
    assert.deepEqual(order(afterFind), order(sorted([...first, ...found])));
    assert.deepEqual(order(await matchesOf(team.authorization)), order(afterFind));
  });

  it('drafts an intro e-mail for a match from the founder facts and the match reasons', async () => {
    const { authorization } = await founder('outreach');
    const [match] = await matchesOf(authorization);
    assert.ok(match);
    const draft = await post('/dev/me/outreach-draft', authorization, {
      investorId: match.user_id,
    } satisfies OutreachRequest);
    assert.equal(draft.statusCode, 200);
    const { subject, body } = endpoints.draftOutreach.response[200].parse(draft.json());
    assert.equal(subject, 'Ledgerly — Seed Fintech — raising $1.5M');
    assert.match(body, /Ledgerly automates bookkeeping for small businesses\./);
    assert.match(body, /\$40K MRR/);
    assert.ok(body.toLowerCase().includes((match.reasons[0] ?? '').slice(1, 20).toLowerCase()), body);

    const notAMatch = { investorId: 'not-a-match' } satisfies OutreachRequest;
    const refused = await post('/dev/me/outreach-draft', authorization, notAMatch);
    assert.equal(refused.statusCode, 404);
    endpoints.draftOutreach.response[404].parse(refused.json());
    const missing = await post('/dev/me/outreach-draft', authorization, {});
    assert.equal(missing.statusCode, 400);
    assert.match(endpoints.draftOutreach.response[400].parse(missing.json()).message, /investorId is required/);
  });

  it('lists likely investor questions from the deck', async () => {
    const { authorization } = await founder('questions');
    const { questions } = endpoints.getInvestorQuestions.response[200].parse(
      (await get('/dev/me/investor-questions', authorization)).json(),
    );
    assert.ok(questions.length >= 3);
    assert.ok(questions.some((question) => question.question === 'How will you use the $1.5M?'));
    for (const question of questions) assert.ok(question.why && question.answerOutline.length > 0);
  });
});
