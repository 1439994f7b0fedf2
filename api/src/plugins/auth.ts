import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService, TokenUser } from '../modules/auth/jwt.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: verifies the bearer token and sets `request.user`, or answers 401. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyRequest {
    user: TokenUser | null;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Missing or invalid authentication token';

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The user the `requireUser` hook let through. */
export function authenticatedUser(request: FastifyRequest): TokenUser {
  if (!request.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.user;
}

async function authPlugin(app: FastifyInstance, options: { tokens: TokenService }): Promise<void> {
  app.decorate('tokens', options.tokens);
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await options.tokens.verify(token) : null;
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    }
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth' });
