// Command-line flags of `npm run bench:api` (parsed here, without I/O, so the test can check the defaults).
import { parseArgs } from 'node:util';

import { TARGETS } from './report.mjs';

/** Every route the benchmark can drive, in the order it runs them. */
export const ROUTE_NAMES = [
  'health',
  'get-info',
  'matches',
  'find-matches',
  'match-status',
  'store-info',
  'deals',
  'investor-matches',
  'upload-mix',
];

export const HELP = `npm run bench:api -- [flags]

Starts the API (as \`npm start\` runs it) on free ports with a fresh database, seeds founders and investors through
the real routes (dev IdP sign-in, resume and deck parses, Team plan through the local checkout, investor profiles),
then drives autocannon at a fixed rate against one route at a time and prints p50/p90/p99/max latency per route,
the issue-16 target verdict and a final JSON line.

  --pg                 a private PostgreSQL cluster (api/scripts/pg-cluster.mjs), removed afterwards;
                       default: PGlite in a fresh temporary folder
  --rate N             requests per second per route (default ${TARGETS.pglite.rate} on PGlite, ${TARGETS.postgres.rate} with --pg)
  --duration S         seconds per route (default 10)
  --founders N         founders to seed (default 50)
  --investors N        investors to seed (default 10)
  --upload-rate N      resume parses per second in the upload mix (default 2)
  --routes a,b,c       only these routes (default all): ${ROUTE_NAMES.join(', ')}
  --cpu-prof DIR       restart the API after seeding with --cpu-prof --cpu-prof-dir=DIR, so the profile holds the
                       measured routes, not the seeding; read it with scripts/cpu-profile-top.mjs
  --json-only          print only the JSON line
  --help               this text
`;

/**
 * @param {string[]} argv  the arguments after the script
 * @returns {{ help: boolean, pg: boolean, rate: number, duration: number, founders: number, investors: number,
 *   uploadRate: number, routes: string[], cpuProf: string | undefined, jsonOnly: boolean }}
 */
export function parseBenchOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', default: false },
      pg: { type: 'boolean', default: false },
      rate: { type: 'string' },
      duration: { type: 'string', default: '10' },
      founders: { type: 'string', default: '50' },
      investors: { type: 'string', default: '10' },
      'upload-rate': { type: 'string', default: '2' },
      routes: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'json-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const positive = (name, text) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${text}"`);
    return value;
  };
  const routes = values.routes ? values.routes.split(',').map((route) => route.trim()) : ROUTE_NAMES;
  const unknown = routes.filter((route) => !ROUTE_NAMES.includes(route));
  if (unknown.length > 0) throw new Error(`unknown route ${unknown.join(', ')}: choose from ${ROUTE_NAMES.join(', ')}`);
  const pg = values.pg ?? false;
  return {
    help: values.help ?? false,
    pg,
    rate: Math.round(positive('rate', values.rate ?? String(pg ? TARGETS.postgres.rate : TARGETS.pglite.rate))),
    duration: positive('duration', values.duration ?? '10'),
    founders: Math.round(positive('founders', values.founders ?? '50')),
    investors: Math.round(positive('investors', values.investors ?? '10')),
    uploadRate: positive('upload-rate', values['upload-rate'] ?? '2'),
    // In the order ROUTE_NAMES gives, whatever order they were asked in.
    routes: ROUTE_NAMES.filter((route) => routes.includes(route)),
    cpuProf: values['cpu-prof'],
    jsonOnly: values['json-only'] ?? false,
  };
}
