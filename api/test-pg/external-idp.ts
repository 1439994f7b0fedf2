// An OpenID Provider outside the API processes, standing in for LinkedIn: in production every instance talks to the
// same external issuer. It is the dev IdP (one home for "an IdP that behaves like LinkedIn's"), served by a Fastify
// of its own in the test process; the API instances see it only as LINKEDIN_CLIENT_ID / _SECRET and OIDC_ISSUER.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { CALLBACK_PATH } from '../src/modules/auth/identity-provider.js';
import { createDevIdp, DEV_IDP_PATH } from '../src/modules/dev-idp/provider.js';
import devIdpRoutes from '../src/routes/dev-idp/index.js';

export type ExternalIdp = {
  /** What the API instances get as OIDC_ISSUER, LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET. */
  env: { OIDC_ISSUER: string; LINKEDIN_CLIENT_ID: string; LINKEDIN_CLIENT_SECRET: string };
  close(): Promise<void>;
};

/** An issuer whose one client may only return to `${apiPublicUrl}${CALLBACK_PATH}` (the balancer's address). */
export async function startExternalIdp(options: { apiPublicUrl: string; signInUrl: string }): Promise<ExternalIdp> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}${DEV_IDP_PATH}`;
  const idp = await createDevIdp({
    issuer,
    redirectUri: `${options.apiPublicUrl}${CALLBACK_PATH}`,
    signInUrl: options.signInUrl,
  });
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(devIdpRoutes, { idp, signInUrl: options.signInUrl });
  await server.listen({ port, host: '127.0.0.1' });
  return {
    env: { OIDC_ISSUER: issuer, LINKEDIN_CLIENT_ID: idp.clientId, LINKEDIN_CLIENT_SECRET: idp.clientSecret },
    close: () => server.close(),
  };
}
