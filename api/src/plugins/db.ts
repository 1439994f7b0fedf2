import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { openDatabase, type Database, type DbHandle, type DbKind } from '../db/client.js';
import { migrate } from '../db/migrate.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    db: Database;
    dbKind: DbKind;
  }
}

/** Opens PGlite or PostgreSQL, brings the schema up to date, and closes the database with the app. */
async function dbPlugin(
  app: FastifyInstance,
  options: { config: Config; open?: (() => Promise<DbHandle>) | undefined },
): Promise<void> {
  const handle = options.open
    ? await options.open()
    : await openDatabase(options.config, (error) => {
        app.log.error({ err: error }, 'idle PostgreSQL client failed');
      });
  try {
    const applied = await migrate(handle);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await handle.close();
    throw error;
  }

  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.addHook('onClose', () => handle.close());
}

export default fp(dbPlugin, { name: 'db' });
