// Issue 17 experiment (not run by anything): fits the cold-start model of src/modules/matching/cold-start.ts.
// For each cold event of a replay, the index's top --n candidates with features from score() and the profiles
// (cached in /tmp); a linear model with a listwise softmax loss, fitted separately for cold and warm events on
// the candidates ranked above --top, reported with 2-fold cross-validation, written with --fit and applied to
// another replay with --apply. Features by name with --features (the kept model: act, sector, stage, size,
// region, dealsB1…dealsB4, person, firstShare, coMean, laterShare; --top 50). Only cold events are collected.
// --pool file,file: fit the cold model on other replays' caches instead and evaluate it on this replay (out of time).
// Run from the repository root: node --conditions=pear-source --import tsx api/scripts/experiments/rerank-proto.ts
//   --split 2011-07-01 --until 2012-07-01 --n 100 --top 50 --features … --fit /tmp/model.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR } from '../../src/config.js';
import { companyKey, readCrunchbaseRounds, roundKey } from '../../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../../src/modules/matching/matching-index.js';
import { prepareBenchmark } from '../bench-matching.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: '2011-07-01' },
    until: { type: 'string', default: '2012-07-01' },
    fit: { type: 'string' },
    apply: { type: 'string' },
    n: { type: 'string', default: '200' },
    features: { type: 'string' },
    l2: { type: 'string', default: '0.001' },
    offset: { type: 'boolean', default: false },
    top: { type: 'string', default: '200' },
    iters: { type: 'string', default: '300' },
    pool: { type: 'string' },
    weighted: { type: 'boolean', default: false },
  },
});
const N = Number(values.n);
const rounds = await readCrunchbaseRounds(path.resolve(DEFAULT_CORPUS_DIR));
const { profiles, cases } = prepareBenchmark(rounds, { split: values.split!, until: values.until });
const index = buildMatchingIndex(profiles);
const refMs = Date.parse(profiles.reduce((l, p) => (p.lastInvestmentAt > l ? p.lastInvestmentAt : l), ''));
const DAY = 86_400_000;
const training = rounds.filter((r) => r.fundedAt < values.split!);
const roundInvestors = new Map<string, number>();
const companyFirst = new Map<string, string>();
const companyLast = new Map<string, string>();
for (const r of training) {
  roundInvestors.set(roundKey(r.companyName, r.fundedAt), r.investors.length);
  const k = companyKey(r.companyName);
  if (!companyFirst.has(k) || r.fundedAt < companyFirst.get(k)!) companyFirst.set(k, r.fundedAt);
  if (!companyLast.has(k) || r.fundedAt > companyLast.get(k)!) companyLast.set(k, r.fundedAt);
}
const co = new Map<string, Map<string, number>>();
const recentBySR = new Map<string, Map<string, number>>();
const recentByS = new Map<string, Map<string, number>>();
const yearAgoRef = new Date(refMs - 365 * DAY).toISOString().slice(0, 10);
const { investorId } = await import('../../src/modules/investors/profiles.js');
for (const r of training) {
  const ids = [...new Set(r.investors.map(investorId))];
  for (const a of ids) {
    let m = co.get(a);
    if (!m) co.set(a, (m = new Map()));
    for (const b of ids) if (a !== b) m.set(b, (m.get(b) ?? 0) + 1);
  }
  if (r.fundedAt > yearAgoRef && r.categoryCode) {
    const add = (map: Map<string, Map<string, number>>, key: string) => {
      let m = map.get(key);
      if (!m) map.set(key, (m = new Map()));
      for (const a of ids) m.set(a, (m.get(a) ?? 0) + 1);
    };
    add(recentByS, r.categoryCode);
    if (r.region) add(recentBySR, `${r.categoryCode}|${r.region}`);
  }
}
const dealsOf = new Map(profiles.map((p) => [p.id, p.dealCount]));
const syndicate = (group: Map<string, number> | undefined, id: string) => {
  if (!group) return 0;
  let s = 0;
  const mine = co.get(id);
  if (!mine) return 0;
  for (const [j, w] of group)
    if (j !== id) {
      const c = mine.get(j);
      if (c) s += (w * c) / ((dealsOf.get(j) ?? 0) + 5);
    }
  return Math.log1p(10 * s);
};
type Inv = {
  act: number;
  logDeals: number;
  person: number;
  sinceLast: number;
  firstShare: number;
  laterShare: number;
  coMean: number;
  topRegion: string | null;
  topCountry: string | null;
  recent6: number;
};
const inv = new Map<string, Inv>();
for (const p of profiles) {
  let act = 0;
  let first = 0;
  let co = 0;
  let recent6 = 0;
  const entered = new Map<string, string>();
  for (const d of p.portfolio) {
    const days = (refMs - Date.parse(d.fundedAt)) / DAY;
    act += 0.5 ** (days / 365);
    if (days < 182) recent6 += 1;
    const k = companyKey(d.company);
    if (companyFirst.get(k) === d.fundedAt) first += 1;
    co += (roundInvestors.get(roundKey(d.company, d.fundedAt)) ?? 1) - 1;
    if (!entered.has(k) || d.fundedAt < entered.get(k)!) entered.set(k, d.fundedAt);
  }
  let later = 0;
  for (const [k, at] of entered) if ((companyLast.get(k) ?? '') > at) later += 1;
  const top = (rec: Record<string, number>) => Object.keys(rec)[0] ?? null;
  inv.set(p.id, {
    act: Math.log(act + 0.05),
    logDeals: Math.log(p.dealCount),
    person: p.kind === 'person' ? 1 : 0,
    sinceLast: Math.log1p((refMs - Date.parse(p.lastInvestmentAt)) / DAY),
    firstShare: first / p.dealCount,
    laterShare: later / entered.size,
    coMean: Math.log1p(co / p.dealCount),
    topRegion: top(p.regions),
    topCountry: top(p.countries),
    recent6: Math.log1p(recent6),
  });
}
const byId = new Map(profiles.map((p) => [p.id, p]));
const ALL = [
  'act',
  'sector',
  'stage',
  'size',
  'region',
  'network',
  'prior',
  'logDeals',
  'person',
  'sinceLast',
  'firstShare',
  'firstEarly',
  'laterShare',
  'coMean',
  'topRegion',
  'topCountry',
  'recent6',
  'recSector',
  'recRegion',
  'sectorRegion',
  'sectorStage',
  'inRange',
  'actXdeals',
  'sectorXdeals',
  'regionXdeals',
  'dealsSq',
  'actSq',
  'baseRank',
  'synd',
  'syndSector',
  'srRecent',
];
const FEATS = values.features ? values.features.split(',') : ALL;
const F = FEATS.length;
const A = ALL.length;
const cacheFile = `/tmp/rerank-cache2-${values.split}-${values.until}-${N}.json`;
const EARLY = new Set(['angel', 'seed']);

type Event = { cold: boolean; ids: string[]; x: Float64Array; label: Uint8Array; truthSize: number; off: Float64Array };
const events: Event[] = [];
const rawEvents: { cold: boolean; ids: string[]; x: number[]; label: number[]; truthSize: number }[] = existsSync(
  cacheFile,
)
  ? JSON.parse(readFileSync(cacheFile, 'utf8'))
  : [];
const started = performance.now();
if (rawEvents.length === 0)
  for (const { query, truth } of cases) {
    if (query.priorInvestors.length > 0) continue;
    const ranked = index.rank(query, { limit: N });
    const ids = ranked.map((m) => m.investor.id);
    const x = new Array<number>(ids.length * A).fill(0);
    const label = new Array<number>(ids.length).fill(0);
    const yearAgo = new Date(refMs - 365 * DAY).toISOString().slice(0, 10);
    ids.forEach((id, c) => {
      const s = index.score(query, id)!;
      const con = s.evidence.contributions;
      const p = byId.get(id)!;
      const v = inv.get(id)!;
      let recSector = 0;
      let recRegion = 0;
      let sectorRegion = 0;
      let sectorStage = 0;
      for (const d of p.portfolio) {
        const sameSector = query.sector !== null && d.sector === query.sector;
        const sameRegion = query.region !== null && d.region === query.region;
        if (d.fundedAt > yearAgo) {
          if (sameSector) recSector += 1;
          if (sameRegion) recRegion += 1;
        }
        if (sameSector && sameRegion) sectorRegion += 1;
        if (sameSector && query.stage !== null && d.stage === query.stage) sectorStage += 1;
      }
      const rs = p.roundSize;
      const all: Record<string, number> = {
        act: v.act,
        sector: con.sector ?? 0,
        stage: con.stage ?? 0,
        size: con.size ?? 0,
        region: con.region ?? 0,
        network: con.network ?? 0,
        prior: con.prior ?? 0,
        logDeals: v.logDeals,
        person: v.person,
        sinceLast: v.sinceLast,
        firstShare: v.firstShare,
        firstEarly: EARLY.has(query.stage ?? '') ? v.firstShare : 0,
        laterShare: v.laterShare,
        coMean: v.coMean,
        topRegion: query.region && v.topRegion === query.region ? 1 : 0,
        topCountry: query.country && v.topCountry === query.country ? 1 : 0,
        recent6: v.recent6,
        recSector: Math.log1p(recSector),
        recRegion: Math.log1p(recRegion),
        sectorRegion: Math.log1p(sectorRegion),
        sectorStage: Math.log1p(sectorStage),
        inRange: rs && query.roundSizeUsd && query.roundSizeUsd >= rs.p25Usd && query.roundSizeUsd <= rs.p75Usd ? 1 : 0,
        actXdeals: v.act * v.logDeals,
        sectorXdeals: (con.sector ?? 0) * v.logDeals,
        regionXdeals: (con.region ?? 0) * v.logDeals,
        dealsSq: v.logDeals ** 2,
        actSq: v.act ** 2,
        baseRank: Math.log1p(c),
        synd: syndicate(recentBySR.get(`${query.sector}|${query.region}`), id),
        syndSector: syndicate(recentByS.get(query.sector ?? ''), id),
        srRecent: Math.log1p(recentBySR.get(`${query.sector}|${query.region}`)?.get(id) ?? 0),
      };
      ALL.forEach((f, j) => (x[c * A + j] = all[f] ?? 0));
      label[c] = truth.has(id) ? 1 : 0;
    });
    rawEvents.push({ cold: query.priorInvestors.length === 0, ids, x, label, truthSize: truth.size });
  }
if (!existsSync(cacheFile)) writeFileSync(cacheFile, JSON.stringify(rawEvents));
const derived: Record<string, (get: (f: string) => number) => number> = {
  dealsB1: (g) => (g('logDeals') < 0.5 ? 1 : 0),
  dealsB2: (g) => (g('logDeals') >= 0.5 && g('logDeals') < 1.5 ? 1 : 0),
  dealsB3: (g) => (g('logDeals') >= 1.5 && g('logDeals') < 2.5 ? 1 : 0),
  dealsB4: (g) => (g('logDeals') >= 2.5 && g('logDeals') < 3.5 ? 1 : 0),
  sinceB1: (g) => (g('sinceLast') < 3.5 ? 1 : 0),
  sinceB2: (g) => (g('sinceLast') >= 3.5 && g('sinceLast') < 4.5 ? 1 : 0),
  sinceB3: (g) => (g('sinceLast') >= 4.5 && g('sinceLast') < 5.5 ? 1 : 0),
  actB1: (g) => Math.max(0, g('act') - 0),
  actB2: (g) => Math.max(0, g('act') - 1),
  actB3: (g) => Math.max(0, g('act') - 2),
  stageXdeals: (g) => g('stage') * g('logDeals'),
  sizeXdeals: (g) => g('size') * g('logDeals'),
  sectorSq: (g) => g('sector') ** 2,
  regionSq: (g) => g('region') ** 2,
  networkXdeals: (g) => g('network') * g('logDeals'),
};
const toEvent = (r: (typeof rawEvents)[number]): Event => {
  const n = r.ids.length;
  const x = new Float64Array(n * F);
  for (let c = 0; c < n; c += 1) {
    const get = (f: string) => r.x[c * A + ALL.indexOf(f)]!;
    FEATS.forEach((f, j) => (x[c * F + j] = derived[f] ? derived[f]!(get) : get(f)));
  }
  const TOP = Math.min(n, Number(values.top));
  const off = new Float64Array(TOP);
  for (let c = 0; c < TOP; c += 1) {
    const get = (f: string) => r.x[c * A + ALL.indexOf(f)]!;
    off[c] = values.offset
      ? 0.75 * get('act') + get('sector') + get('stage') + get('size') + get('region') + get('network') + get('prior')
      : 0;
  }
  return {
    cold: r.cold,
    ids: r.ids.slice(0, TOP),
    x: x.slice(0, TOP * F),
    label: Uint8Array.from(r.label.slice(0, TOP)),
    truthSize: r.truthSize,
    off,
  };
};
for (const r of rawEvents) events.push(toEvent(r));
// --pool: other replays' caches (built by earlier runs) to fit on, the current replay only evaluated.
const pooled: Event[] = (values.pool ? values.pool.split(',') : []).flatMap((file) =>
  (JSON.parse(readFileSync(file, 'utf8')) as typeof rawEvents).map(toEvent),
);
console.error(`features for ${events.length} events in ${Math.round(performance.now() - started)} ms`);

// Standardize using training stats (per model).
function stats(evs: Event[]) {
  const mean = new Float64Array(F);
  const sd = new Float64Array(F);
  let n = 0;
  for (const e of evs)
    for (let c = 0; c < e.ids.length; c += 1) {
      n += 1;
      for (let j = 0; j < F; j += 1) mean[j] = mean[j]! + e.x[c * F + j]!;
    }
  for (let j = 0; j < F; j += 1) mean[j] = mean[j]! / n;
  for (const e of evs)
    for (let c = 0; c < e.ids.length; c += 1)
      for (let j = 0; j < F; j += 1) sd[j] = sd[j]! + (e.x[c * F + j]! - mean[j]!) ** 2;
  for (let j = 0; j < F; j += 1) sd[j] = Math.sqrt(sd[j]! / n) || 1;
  return { mean, sd };
}
// Listwise softmax: maximise sum over truth candidates of log softmax (Adam, full batch).
function fit(evs: Event[], l2: number, iters = Number(values.iters)) {
  const { mean, sd } = stats(evs);
  const w = new Float64Array(F);
  const m = new Float64Array(F);
  const v = new Float64Array(F);
  const usable = evs.filter((e) => e.label.some((l) => l));
  for (let it = 1; it <= iters; it += 1) {
    const g = new Float64Array(F);
    for (const e of usable) {
      const n = e.ids.length;
      const s = new Float64Array(n);
      let mx = -Infinity;
      for (let c = 0; c < n; c += 1) {
        let z = e.off[c]!;
        for (let j = 0; j < F; j += 1) z += (w[j]! * (e.x[c * F + j]! - mean[j]!)) / sd[j]!;
        s[c] = z;
        if (z > mx) mx = z;
      }
      let sum = 0;
      for (let c = 0; c < n; c += 1) {
        s[c] = Math.exp(s[c]! - mx);
        sum += s[c]!;
      }
      let pos = 0;
      for (let c = 0; c < n; c += 1) pos += e.label[c]!;
      // --weighted: each event counts as much as in Recall (its positives share one unit), not once per positive.
      const eventWeight = values.weighted ? 1 / Math.max(1, pos) : 1;
      for (let c = 0; c < n; c += 1) {
        const coef = eventWeight * (e.label[c]! - (pos * s[c]!) / sum);
        if (coef === 0) continue;
        for (let j = 0; j < F; j += 1) g[j] = g[j]! + (coef * (e.x[c * F + j]! - mean[j]!)) / sd[j]!;
      }
    }
    for (let j = 0; j < F; j += 1) {
      const grad = -g[j]! / usable.length + l2 * w[j]!;
      m[j] = 0.9 * m[j]! + 0.1 * grad;
      v[j] = 0.999 * v[j]! + 0.001 * grad * grad;
      w[j] = w[j]! - (0.05 * (m[j]! / (1 - 0.9 ** it))) / (Math.sqrt(v[j]! / (1 - 0.999 ** it)) + 1e-8);
    }
  }
  // Back to raw feature units.
  const raw: Record<string, number> = {};
  FEATS.forEach((f, j) => (raw[f] = w[j]! / sd[j]!));
  return raw;
}
function recall(evs: Event[], model: Record<string, number> | null) {
  let r10 = 0;
  let r50 = 0;
  for (const e of evs) {
    const n = e.ids.length;
    const order = Array.from({ length: n }, (_, c) => c);
    if (model) {
      const sc = order.map((c) =>
        FEATS.reduce((z, f, j) => z + (model[f] ?? 0) * e.x[c * F + j]!, e.off[c]! + (model._bias ?? 0)),
      );
      order.sort((a, b) => sc[b]! - sc[a]! || a - b);
    }
    r10 += order.slice(0, 10).reduce((k, c) => k + e.label[c]!, 0) / e.truthSize;
    r50 += order.slice(0, 50).reduce((k, c) => k + e.label[c]!, 0) / e.truthSize;
  }
  return { r10: r10 / evs.length, r50: r50 / evs.length };
}
const fmt = (x: number) => x.toFixed(4);
const report = (name: string, pick: (m: { cold: boolean }) => Record<string, number> | null, evs: Event[]) => {
  const cold = evs.filter((e) => e.cold);
  const warm = evs.filter((e) => !e.cold);
  const rc = recall(cold, pick({ cold: true }));
  const rw = recall(warm, pick({ cold: false }));
  const all = (rc.r10 * cold.length + rw.r10 * warm.length) / evs.length;
  const all50 = (rc.r50 * cold.length + rw.r50 * warm.length) / evs.length;
  console.log(`${name}: all ${fmt(all)} cold ${fmt(rc.r10)} warm ${fmt(rw.r10)} (R@50 ${fmt(all50)})`);
};
const l2 = Number(values.l2);
report('baseline', () => null, events);
if (pooled.length > 0) {
  const model = {
    cold: fit(
      pooled.filter((e) => e.cold),
      l2,
    ),
    warm: {},
  };
  report('pooled', ({ cold }) => (cold ? model.cold : null), events);
  if (values.fit) writeFileSync(values.fit, JSON.stringify(model, null, 1));
} else if (values.apply) {
  const model = JSON.parse(readFileSync(values.apply, 'utf8')) as {
    cold: Record<string, number>;
    warm: Record<string, number>;
  };
  report('applied', ({ cold }) => (cold ? model.cold : model.warm), events);
} else {
  // 2-fold cross-validation on this period's events.
  const folds = [events.filter((_, i) => i % 2 === 0), events.filter((_, i) => i % 2 === 1)];
  const cvc: Event[][] = [];
  const models: { cold: Record<string, number>; warm: Record<string, number> }[] = [];
  for (let k = 0; k < 2; k += 1) {
    const train = folds[1 - k]!;
    models.push({
      cold: fit(
        train.filter((e) => e.cold),
        l2,
      ),
      warm: fit(
        train.filter((e) => !e.cold),
        l2,
      ),
    });
    cvc.push(folds[k]!);
  }
  report('baseline fold0', () => null, folds[0]!);
  report('cv fold0', ({ cold }) => (cold ? models[0]!.cold : models[0]!.warm), folds[0]!);
  report('baseline fold1', () => null, folds[1]!);
  report('cv fold1', ({ cold }) => (cold ? models[1]!.cold : models[1]!.warm), folds[1]!);
  if (values.fit) {
    const model = {
      cold: fit(
        events.filter((e) => e.cold),
        l2,
      ),
      warm: fit(
        events.filter((e) => !e.cold),
        l2,
      ),
    };
    report('in-sample', ({ cold }) => (cold ? model.cold : model.warm), events);
    writeFileSync(values.fit, JSON.stringify(model, null, 1));
  }
}
