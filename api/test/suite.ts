// The whole API suite in one process. Every file needs the API's modules (a few seconds of CPU each time under tsx
// on this 2-core machine) and an in-memory database (pglite-pool.ts keeps them ready between apps): a process per
// file would pay that sixty times over. Each file's tests sit in describe() blocks with their own hooks, and nothing
// changes the environment or mocks modules, so the files run one after another as they would alone.
// One file on its own: `node --conditions=pear-source --import tsx --test test/<name>.test.ts`.
import { readdirSync } from 'node:fs';

const files = readdirSync(new URL('./', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
for (const file of files) await import(`./${file}`);
