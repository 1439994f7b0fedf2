import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Bearer tokens travel in a header, never in cookies, so credentials stay off. The supabase-js client
// used for the PostgREST-compatible routes also sends x-client-info and the *-profile headers.
const ALLOWED_HEADERS = [
  'Authorization',
  'apikey',
  'Content-Type',
  'Prefer',
  'X-Client-Info',
  'Accept-Profile',
  'Content-Profile',
];

async function corsPlugin(app: FastifyInstance, options: { origins: string[] }): Promise<void> {
  await app.register(cors, {
    origin: options.origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors' });
