import { endpoints } from '@pear/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, loggableError } from '../../db/errors.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';

/** Liveness plus a database round trip, so a load balancer stops routing to an instance that lost it. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(endpoints.health),
    handler: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error(loggableError(error), 'health check: database unreachable');
        throw new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
      }
      return { status: 'ok' as const, db: app.dbKind };
    },
  });
};

export default healthRoutes;
