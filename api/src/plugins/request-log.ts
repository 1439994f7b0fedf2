import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One access-log line per request, written when the answer has gone out: method, URL, client, status and time.
 * Fastify's own request logging writes two lines (one on arrival, one on completion) for the same facts, and
 * serialising and writing them was about 6 % of the CPU of a cheap request under load (see README, Performance).
 * Fastify's `disableRequestLogging` (app.ts) turns those two off.
 */
async function requestLogPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
