// First: V8 settings that must be in place before anything else is allocated.
import './v8-flags.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** How long a signalled server may take to close before it exits anyway. */
const CLOSE_DEADLINE_MS = 10_000;

try {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Pear API listening on ${config.apiPublicUrl} (bound to ${config.host}:${config.port})`);

  // Close cleanly so PGlite flushes to disk and in-flight requests finish, but not forever: a client holding a slow
  // request open (or a parse in progress) must not keep a stopping instance alive past its orchestrator's patience.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Pear API: still closing ${CLOSE_DEADLINE_MS / 1000} s after ${signal}; exiting now`);
        process.exit(1);
      }, CLOSE_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
