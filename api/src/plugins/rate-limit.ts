import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/** Requests per minute per signed-in user on the routes that cost the most (config: UPLOAD_/USER_RATE_LIMIT_MAX). */
export type UserRateLimits = {
  /** Resume, deck and thesis uploads: each one is a PDF parse. */
  uploads: number;
  /** Checkout, find-matches and store-info. */
  actions: number;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    userRateLimits: UserRateLimits;
  }
}

/** Route `config` that opts a route into the per-IP limit (RATE_LIMIT_MAX per minute). */
export const RATE_LIMITED = { rateLimit: {} };

/**
 * Route `config` that limits each signed-in user (by id, so users behind one proxy or office address do not share a
 * bucket; by IP before sign-in). The route's own `onRequest: app.requireUser` runs first: the rate limiter appends
 * its hook after it, so `request.user` is set here and a request without a valid token is not counted.
 */
export const USER_RATE_LIMITED = (bucket: keyof UserRateLimits) => ({
  rateLimit: {
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    max: (request: FastifyRequest) => request.server.userRateLimits[bucket],
  },
});

export type RateLimitOptions = { max: number; userLimits: UserRateLimits };

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  app.decorate('userRateLimits', options.userLimits);
  await app.register(rateLimit, {
    // Only routes that abuse could hurt (sign-ups, login starts, uploads, …) opt in via RATE_LIMITED and co.
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
