// Issue 17 experiment (not run by anything): in warm rounds of a replay, who takes the top 10's places — current
// investors (and how many of them come back) or new ones (and how many of them join) — and the Recall@10 a perfect
// judge of which current investors come back would reach (the ranking with the others taken out), by number of
// current investors. Run from the repository root:
//   node --conditions=pear-source --import tsx api/scripts/experiments/warm-slots.ts [split] [until]
import path from 'node:path';
import { DEFAULT_CORPUS_DIR } from '../../src/config.js';
import { investorId } from '../../src/modules/investors/profiles.js';
import { readCrunchbaseRounds } from '../../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../../src/modules/matching/matching-index.js';
import { prepareBenchmark } from '../bench-matching.js';

const split = process.argv[2] ?? '2011-07-01';
const until = process.argv[3] ?? '2012-07-01';
const rounds = await readCrunchbaseRounds(path.resolve(DEFAULT_CORPUS_DIR));
const { profiles, cases } = prepareBenchmark(rounds, { split, until });
const index = buildMatchingIndex(profiles);

const places = { current: 0, currentBack: 0, new: 0, newJoined: 0 };
const truth = { back: 0, new: 0 };
let events = 0;
let recall = 0;
let oracleRecall = 0;
// By number of current investors (10 = 10 or more): events, recall, perfect-judge recall.
const byCurrent = new Map<number, { events: number; recall: number; oracle: number }>();
for (const { query, truth: joined } of cases) {
  if (query.priorInvestors.length === 0) continue;
  events += 1;
  const current = new Set(query.priorInvestors.map(investorId));
  const ranked = index.rank(query, { limit: 200 }).map((match) => match.investor.id);
  let hits = 0;
  for (const id of ranked.slice(0, 10)) {
    const hit = joined.has(id);
    if (hit) hits += 1;
    if (current.has(id)) {
      places.current += 1;
      if (hit) places.currentBack += 1;
    } else {
      places.new += 1;
      if (hit) places.newJoined += 1;
    }
  }
  for (const id of joined) truth[current.has(id) ? 'back' : 'new'] += 1;
  const oracleHits = ranked
    .filter((id) => !current.has(id) || joined.has(id))
    .slice(0, 10)
    .filter((id) => joined.has(id)).length;
  recall += hits / joined.size;
  oracleRecall += oracleHits / joined.size;
  const bucket = Math.min(current.size, 10);
  const row = byCurrent.get(bucket) ?? { events: 0, recall: 0, oracle: 0 };
  row.events += 1;
  row.recall += hits / joined.size;
  row.oracle += oracleHits / joined.size;
  byCurrent.set(bucket, row);
}
console.log({ events, places, truth, recall10: recall / events, perfectJudgeRecall10: oracleRecall / events });
for (const [bucket, row] of [...byCurrent].sort(([a], [b]) => a - b)) {
  console.log(bucket, row.events, (row.recall / row.events).toFixed(3), (row.oracle / row.events).toFixed(3));
}
