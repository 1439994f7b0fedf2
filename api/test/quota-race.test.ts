// The daily quota under parallel requests: 20 "Find new matches" at once for one founder must reveal exactly the
// day's quota. Only a real race on PostgreSQL (`npm run -w api test:pg`), where the pool runs the requests on
// separate connections; PGlite has one connection, so there the test checks the same answer without the race.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@pear/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matches, subscriptions, users } from '../src/db/schema.js';
import { importInvestors } from '../src/modules/investors/store.js';
import { utcDay } from '../src/modules/plans/quota.js';
import { buildTestApp, signUpUser } from './helpers.js';

const PARALLEL_CALLS = 20;

/** Thirty investors with one seed round each: far more than any day's quota. */
function investorsCsv(): string {
  const header = 'investor_name,company_name,category_code,country_code,region,round_type,funded_at,raised_amount_usd';
  const rows = Array.from(
    { length: 30 },
    (_, i) => `Race Fund ${i},Race Co ${i},software,USA,SF Bay,seed,2012-0${1 + (i % 9)}-15,${1_000_000 + i * 1000}`,
  );
  return `${[header, ...rows].join('\n')}\n`;
}

describe('daily quota under parallel Find new matches', () => {
  let app: FastifyInstance;
  let dir: string;
  before(async () => {
    app = await buildTestApp();
    dir = await mkdtemp(join(tmpdir(), 'pear-quota-race-'));
    await writeFile(join(dir, 'events.csv'), investorsCsv());
    await importInvestors(app.db, { csv: join(dir, 'events.csv') });
    await app.matching.reload();
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const revealedToday = async (founderId: string) =>
    (
      await app.db
        .select({ revealed: count() })
        .from(matches)
        .where(and(eq(matches.founderId, founderId), eq(matches.day, utcDay(new Date()))))
    )[0]?.revealed;

  for (const [label, quota, setUp] of [
    [
      'Basic (after the trial)',
      2,
      (id: string) =>
        app.db
          .update(users)
          .set({ createdAt: sql`now() - interval '15 days'` })
          .where(eq(users.id, id)),
    ],
    ['Pro', 5, (id: string) => app.db.insert(subscriptions).values({ userId: id, plan: 'pro', status: 'active' })],
  ] as const) {
    it(`reveals exactly ${quota} matches for a ${label} founder, and answers 429 to every other call`, async () => {
      const { user, authorization } = await signUpUser(app, 'founder', `race-${quota}`);
      await setUp(user.id);

      const answers = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, () =>
          app.inject({ method: 'POST', url: '/dev/me/find-matches', headers: { authorization } }),
        ),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(statuses, [200, ...Array<number>(PARALLEL_CALLS - 1).fill(429)]);
      const shown = answers
        .filter((answer) => answer.statusCode === 200)
        .flatMap((answer) => endpoints.findMatches.response[200].parse(answer.json()).results);
      assert.equal(shown.length, quota, 'investors shown across all answers');
      assert.equal(await revealedToday(user.id), quota, 'matches recorded for today');
    });
  }
});
