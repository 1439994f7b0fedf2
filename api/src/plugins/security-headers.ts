import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API answers JSON, which needs to load nothing and be framed by nobody. An HTML page of the API (dev IdP
 * sign-in, local checkout, /docs) sets its own policy with `reply.header('content-security-policy', …)` (or the
 * route's `helmet` option): that replaces this one, since helmet sets its headers first, in onRequest. (Helmet's own spelling: no space after ';'.)
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type SecurityHeadersOptions = { apiPublicUrl: string };

async function securityHeadersPlugin(app: FastifyInstance, { apiPublicUrl }: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The web app calls the API cross-origin with fetch (CORS mode, which CORP does not restrict); same-site keeps
    // other sites from embedding API answers as images or scripts. No COEP: it would demand CORP of everything.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // HSTS over plain HTTP is ignored by browsers and would pin localhost to https: only when served over https.
    strictTransportSecurity: apiPublicUrl.startsWith('https:')
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
