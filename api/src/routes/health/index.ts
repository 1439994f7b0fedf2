import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.js';

const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

/** Liveness plus a database round trip, so a load balancer stops routing to an instance that lost it. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, db: app.dbKind };
  });
};

export default healthRoutes;
