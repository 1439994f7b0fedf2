import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/** Route `config` that opts a route into the per-IP limit (RATE_LIMIT_MAX per minute). */
export const RATE_LIMITED = { rateLimit: {} };

async function rateLimitPlugin(app: FastifyInstance, options: { max: number }): Promise<void> {
  await app.register(rateLimit, {
    // Only routes that abuse could hurt (sign-ups, login starts) opt in via RATE_LIMITED.
    global: false,
    max: options.max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests: at most ${context.max} per minute are allowed. Try again in ${context.after}.`,
      ),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
