// The corpus import, on its own in-memory PGlite: counts are exact whatever else the suite imports.
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { DEFAULT_CORPUS_DIR } from '../src/config.js';
import { openDatabase, type Database, type DbHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { investmentRounds, investments, investors } from '../src/db/schema.js';
import { buildInvestorProfiles } from '../src/modules/investors/profiles.js';
import { readCsvText } from '../src/modules/investors/csv.js';
import { crunchbaseFile, readCrunchbaseRounds } from '../src/modules/investors/rounds.js';
import { ensureInvestorCorpus, importInvestors, loadInvestorTable } from '../src/modules/investors/store.js';
import { CRUNCHBASE_FIXTURE, EVENTS_FIXTURE } from './fixtures/matching/paths.js';

async function freshDatabase(): Promise<DbHandle> {
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, (error) => {
    throw error;
  });
  await migrate(handle);
  return handle;
}

async function snapshot(handle: DbHandle) {
  return {
    rounds: await handle.db.select().from(investmentRounds).orderBy(investmentRounds.companyKey),
    investments: await handle.db
      .select()
      .from(investments)
      .orderBy(investments.companyKey, investments.fundedAt, investments.investorName),
    investors: await handle.db.select().from(investors).orderBy(investors.id),
  };
}

/** Every stored profile, as the matching index reads them (through its compact table). */
async function loadInvestorProfiles(db: Database, batch?: number) {
  const table = await loadInvestorTable(db, { batch });
  return Array.from({ length: table.size }, (_, index) => table.profile(index));
}

describe('importInvestors', () => {
  let handle: DbHandle;
  before(async () => {
    handle = await freshDatabase();
  });
  after(() => handle.close());

  it('imports the CrunchBase export: rounds, investments and one profile per investor', async () => {
    const result = await importInvestors(handle.db, { dir: CRUNCHBASE_FIXTURE });
    assert.deepEqual(result, {
      rounds: 7,
      newRounds: 7,
      newInvestments: 12,
      investorsWritten: 5,
      investorsTotal: 5,
      skipped: [],
    });

    const [seedcamp] = (await snapshot(handle)).investors.filter((row) => row.id === 'seedcamp-capital');
    assert.equal(seedcamp?.name, 'Seedcamp Capital');
    assert.equal(seedcamp?.kind, 'firm');
    assert.equal(seedcamp?.dealCount, 5);
    assert.equal(seedcamp?.lastInvestmentAt, '2012-03-01');
    assert.equal(seedcamp?.source, 'crunchbase-2013');
  });

  it('stores the profiles the builder makes, and loads them back page by page into the matching table', async () => {
    const built = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    assert.deepEqual(await loadInvestorProfiles(handle.db), built);
    // Pages of two ids: the keyset paging neither skips nor repeats an investor.
    assert.deepEqual(await loadInvestorProfiles(handle.db, 2), built);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(handle);
    const result = await importInvestors(handle.db, { dir: CRUNCHBASE_FIXTURE });
    assert.deepEqual(result, {
      rounds: 7,
      newRounds: 0,
      newInvestments: 0,
      investorsWritten: 0,
      investorsTotal: 5,
      skipped: [],
    });
    assert.deepEqual(await snapshot(handle), before);
  });

  it('merges an events CSV into the same investors, and reports the rows it skipped', async () => {
    const result = await importInvestors(handle.db, { csv: EVENTS_FIXTURE });
    // Theta Labs and Iota are new; Accel's Alpha Mobile round is already known.
    assert.equal(result.newRounds, 2);
    assert.equal(result.newInvestments, 3);
    // Seedcamp gains a deal; Northwind Angels is new.
    assert.equal(result.investorsWritten, 2);
    assert.equal(result.investorsTotal, 6);
    assert.deepEqual(
      result.skipped.map((skip) => skip.row),
      [5, 6, 7],
    );

    const profiles = await loadInvestorProfiles(handle.db);
    const seedcamp = profiles.find((profile) => profile.id === 'seedcamp-capital');
    assert.equal(seedcamp?.dealCount, 6);
    assert.equal(seedcamp?.lastInvestmentAt, '2013-02-01');
    assert.deepEqual(seedcamp?.sources, ['crunchbase-2013', 'csv:events.csv']);
    assert.deepEqual(
      seedcamp?.coInvestors.map((co) => `${co.name} ${co.count}`),
      ['Jane Doe 2', 'Accel Partners 1', 'Caf\uFFFD Ventures 1', 'Northwind Angels 1'],
    );
    const northwind = profiles.find((profile) => profile.id === 'northwind-angels');
    assert.equal(northwind?.dealCount, 2);
    assert.equal(northwind?.kind, 'firm');

    const again = await snapshot(handle);
    const rerun = await importInvestors(handle.db, { csv: EVENTS_FIXTURE });
    assert.deepEqual([rerun.newRounds, rerun.newInvestments, rerun.investorsWritten], [0, 0, 0]);
    assert.deepEqual(await snapshot(handle), again);
  });

  it('rewrites no profile when a new row changes nothing it shows', async () => {
    // Another spelling of Jane Doe in a round she is already in: a new investment row, the same profiles.
    const dir = await mkdtemp(path.join(tmpdir(), 'pear-investors-'));
    try {
      const csv = path.join(dir, 'spelling.csv');
      await writeFile(csv, 'investor_name,company_name,funded_at\nJANE DOE,Alpha Mobile,2011-01-10\n');
      const before = (await snapshot(handle)).investors;
      const result = await importInvestors(handle.db, { csv });
      assert.deepEqual([result.newRounds, result.newInvestments, result.investorsWritten], [0, 1, 0]);
      assert.deepEqual((await snapshot(handle)).investors, before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('ensureInvestorCorpus', () => {
  it('imports on the first start only', async () => {
    const handle = await freshDatabase();
    try {
      const first = await ensureInvestorCorpus(handle.db, CRUNCHBASE_FIXTURE);
      assert.equal(first?.investorsTotal, 5);
      assert.equal(await ensureInvestorCorpus(handle.db, CRUNCHBASE_FIXTURE), null);
    } finally {
      await handle.close();
    }
  });
});

describe('the CrunchBase export files', () => {
  it('reads a gzip-compressed export like the plain one, and prefers a plain .csv when both exist', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pear-crunchbase-gz-'));
    try {
      for (const name of ['rounds', 'investments']) {
        const plain = await readFile(path.join(CRUNCHBASE_FIXTURE, `${name}.csv`));
        await writeFile(path.join(dir, `${name}.csv.gz`), gzipSync(plain));
      }
      assert.equal(crunchbaseFile(dir, 'rounds'), path.join(dir, 'rounds.csv.gz'));
      assert.deepEqual(await readCrunchbaseRounds(dir), await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));

      await copyFile(path.join(CRUNCHBASE_FIXTURE, 'rounds.csv'), path.join(dir, 'rounds.csv'));
      assert.equal(crunchbaseFile(dir, 'rounds'), path.join(dir, 'rounds.csv'));
      assert.throws(() => crunchbaseFile(dir, 'companies'), /neither companies\.csv nor companies\.csv\.gz/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ship with the repository, compressed, and are the default corpus', async () => {
    assert.equal(path.relative(path.resolve(import.meta.dirname, '..'), DEFAULT_CORPUS_DIR), 'data/crunchbase-2013');
    for (const name of ['companies', 'rounds', 'investments'] as const) {
      assert.equal(crunchbaseFile(DEFAULT_CORPUS_DIR, name), path.join(DEFAULT_CORPUS_DIR, `${name}.csv.gz`));
    }
    const investments = await readCsvText(crunchbaseFile(DEFAULT_CORPUS_DIR, 'investments'));
    assert.ok(investments.startsWith('company_name,investor_name,funded_when,amount_usd\n'));
    assert.equal(investments.split('\n').filter(Boolean).length, 80_246);
  });
});
