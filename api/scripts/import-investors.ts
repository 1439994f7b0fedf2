// Imports investors into the API's database (the one DATABASE_URL or PGLITE_DIR points at, as for the API).
// Idempotent: running it again with the same source changes nothing.
//
//   node --import tsx api/scripts/import-investors.ts                 the CrunchBase 2013 export shipped in the
//                                                                     repository (api/data/crunchbase-2013)
//   node --import tsx api/scripts/import-investors.ts --dir <dir>     another CrunchBase export directory (.csv
//                                                                     or .csv.gz files)
//   node --import tsx api/scripts/import-investors.ts --csv <file>    an events CSV (or .csv.gz); the format is
//                                                                     described above EVENTS_CSV_COLUMNS in
//                                                                     src/modules/investors/rounds.ts
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { importInvestors, type InvestorSource } from '../src/modules/investors/store.js';

const { values } = parseArgs({ options: { dir: { type: 'string' }, csv: { type: 'string' } } });
if (values.dir && values.csv) {
  console.error('Give either --dir or --csv, not both.');
  process.exit(2);
}
const source: InvestorSource = values.csv
  ? { csv: path.resolve(values.csv) }
  : { dir: path.resolve(values.dir ?? DEFAULT_CORPUS_DIR) };

const config = loadConfig();
const handle = await openDatabase(config, (error) => console.error('PostgreSQL client error:', error.message));
try {
  await migrate(handle);
  const started = performance.now();
  const result = await importInvestors(handle.db, source);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${'csv' in source ? source.csv : source.dir} → ${handle.kind}: ${result.rounds} rounds read, ` +
      `${result.newRounds} new rounds, ${result.newInvestments} new investments, ` +
      `${result.investorsWritten} investor profiles written, ${result.investorsTotal} investors in total (${seconds} s)`,
  );
  for (const { row, reason } of result.skipped) console.warn(`skipped row ${row}: ${reason}`);
} finally {
  await handle.close();
}
