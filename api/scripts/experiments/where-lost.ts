// Where recall is lost: rank of each truth investor, and what it has of the queried values.
import path from 'node:path';
import { DEFAULT_CORPUS_DIR } from '../../src/config.js';
import { readCrunchbaseRounds } from '../../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../../src/modules/matching/matching-index.js';
import { prepareBenchmark } from '../bench-matching.js';

const split = process.argv[2] ?? '2011-07-01';
const until = process.argv[3] ?? '2012-07-01';
const rounds = await readCrunchbaseRounds(path.resolve(DEFAULT_CORPUS_DIR));
const { profiles, cases } = prepareBenchmark(rounds, { split, until });
const index = buildMatchingIndex(profiles);
const byId = new Map(profiles.map((p) => [p.id, p]));
const buckets = [10, 50, 100, 200, 500, 1000, 3000];
for (const cold of [true, false]) {
  const hist = new Map<string, number>();
  let total = 0;
  const attrs = { sector: 0, stage: 0, region: 0, country: 0, none: 0, deals1: 0, person: 0, recent: 0 };
  const attrsTop = { ...attrs };
  let truthSize = 0;
  let evs = 0;
  for (const { query, truth } of cases) {
    if ((query.priorInvestors.length === 0) !== cold) continue;
    evs += 1;
    truthSize += truth.size;
    const ranked = index.rank(query, { limit: 3000 }).map((m) => m.investor.id);
    const pos = new Map(ranked.map((id, i) => [id, i]));
    for (const id of truth) {
      total += 1;
      const r = pos.get(id);
      const b = r === undefined ? 'beyond' : `<${buckets.find((k) => r < k)}`;
      hist.set(b, (hist.get(b) ?? 0) + 1);
      const p = byId.get(id)!;
      const a = r !== undefined && r < 10 ? attrsTop : attrs;
      const hasS = query.sector && p.sectors[query.sector];
      const hasSt = query.stage && p.stages[query.stage];
      const hasR = query.region && p.regions[query.region];
      const hasC = query.country && p.countries[query.country];
      if (hasS) a.sector += 1;
      if (hasSt) a.stage += 1;
      if (hasR) a.region += 1;
      if (hasC) a.country += 1;
      if (!hasS && !hasSt && !hasR && !hasC) a.none += 1;
      if (p.dealCount === 1) a.deals1 += 1;
      if (p.kind === 'person') a.person += 1;
      if (
        p.lastInvestmentAt >=
        '2011-01-01'.replace('2011', String(Number(split.slice(0, 4)) - 1)).replace('-01-01', split.slice(4))
      )
        a.recent += 1;
    }
  }
  console.log(cold ? 'COLD' : 'WARM', 'events', evs, 'truth', total, 'mean truth size', (truthSize / evs).toFixed(2));
  console.log(
    [...hist]
      .sort()
      .map(([k, v]) => `${k}: ${v} (${((100 * v) / total).toFixed(1)}%)`)
      .join('  '),
  );
  console.log('missed (not top10):', attrs);
  console.log('hit (top10):', attrsTop);
}
