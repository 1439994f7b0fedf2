import path from 'node:path';
import { DEFAULT_CORPUS_DIR } from '../../src/config.js';
import { readCrunchbaseRounds } from '../../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../../src/modules/matching/matching-index.js';
import { prepareBenchmark } from '../bench-matching.js';

const [split = '2011-07-01', until] = process.argv.slice(2);
const rounds = await readCrunchbaseRounds(path.resolve(DEFAULT_CORPUS_DIR));
const { profiles, cases } = prepareBenchmark(rounds, { split, until });
const index = buildMatchingIndex(profiles);
const groups = new Map<string, { n: number; r: number; truth: number; noSize: number }>();
for (const { query, truth } of cases) {
  const ranked = index.rank(query, { limit: 10 }).map((m) => m.investor.id);
  const r = ranked.filter((id) => truth.has(id)).length / truth.size;
  const key = `${query.priorInvestors.length ? 'warm' : 'cold'} ${query.stage}`;
  const g = groups.get(key) ?? { n: 0, r: 0, truth: 0, noSize: 0 };
  g.n += 1;
  g.r += r;
  g.truth += truth.size;
  if (!query.roundSizeUsd) g.noSize += 1;
  groups.set(key, g);
}
for (const [key, g] of [...groups].sort())
  console.log(
    key.padEnd(30),
    g.n,
    (g.r / g.n).toFixed(3),
    'truth/event',
    (g.truth / g.n).toFixed(2),
    'noSize',
    g.noSize,
  );
