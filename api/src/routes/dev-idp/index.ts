import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import { endpoints } from '@pear/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accountIdFor, DEV_IDP_PATH, type DevIdp } from '../../modules/dev-idp/provider.js';
import { asHtmlPage } from '../../lib/html-page.js';
import { devIdpPagePolicy, errorPage, loginPage, type LoginForm } from '../../modules/dev-idp/pages.js';
import { routeOptions } from '../../plugins/contract.js';

export type DevIdpRoutesOptions = {
  idp: DevIdp;
  /** Where a user stuck on an expired sign-in is sent back to. */
  signInUrl: string;
};

const isEmail = z.email();

function validate(name: string, email: string): LoginForm['errors'] {
  const errors: LoginForm['errors'] = {};
  if (!name) errors.name = 'Enter your full name.';
  else if (name.length > 100) errors.name = 'Full name must be at most 100 characters.';
  if (!email) errors.email = 'Enter your e-mail address.';
  else if (email.length > 254 || !isEmail.safeParse(email).success) {
    errors.email = 'Enter a valid e-mail address, like name@example.com.';
  }
  return errors;
}

function sendPage(reply: FastifyReply, statusCode: number, html: string, appUrl: string): FastifyReply {
  return asHtmlPage(reply.code(statusCode).header('cache-control', 'no-store'), devIdpPagePolicy(appUrl)).send(html);
}

/**
 * The dev identity provider at DEV_IDP_PATH: the sign-in form is ours (in the contract), every protocol
 * endpoint (discovery, authorize, token, userinfo, jwks) is oidc-provider's.
 */
const devIdpRoutes: FastifyPluginAsyncZod<DevIdpRoutesOptions> = async (app, { idp, signInUrl }) => {
  const { provider } = idp;

  const interactionFor = async (request: { raw: IncomingMessage }, reply: FastifyReply, uid: string) => {
    // Throws when the interaction cookie is missing or the interaction expired.
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    return details?.uid === uid && details.prompt.name === 'login' ? details : undefined;
  };
  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      errorPage('Sign-in expired', 'This sign-in request is no longer valid. Please start again.', signInUrl),
      signInUrl,
    );
  const formAction = (uid: string) => `${provider.issuer}/interaction/${encodeURIComponent(uid)}`;

  // Encapsulated so the form-body parser stays away from the protocol endpoints below.
  await app.register(async (scope) => {
    await scope.register(formbody);
    const pages = scope.withTypeProvider<ZodTypeProvider>();

    pages.route({
      ...routeOptions(endpoints.devIdpSignInPage),
      handler: async (request, reply) => {
        const { uid } = request.params;
        if (!(await interactionFor(request, reply, uid))) return expired(reply);
        return sendPage(reply, 200, loginPage({ action: formAction(uid), name: '', email: '', errors: {} }), signInUrl);
      },
    });

    pages.route({
      ...routeOptions(endpoints.devIdpSignIn),
      handler: async (request, reply) => {
        const { uid } = request.params;
        if (!(await interactionFor(request, reply, uid))) return expired(reply);

        const name = request.body.name?.trim() ?? '';
        const email = request.body.email?.trim() ?? '';
        const errors = validate(name, email);
        if (errors.name ?? errors.email) {
          return sendPage(reply, 400, loginPage({ action: formAction(uid), name, email, errors }), signInUrl);
        }

        const accountId = accountIdFor(email);
        idp.accounts.set(accountId, { name, email: accountId });
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    });
  });

  await app.register(async (protocol: FastifyInstance) => {
    // oidc-provider reads request bodies itself, so leave the stream unread.
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handle = provider.callback();
    protocol.route({
      method: ['GET', 'POST'],
      url: `${DEV_IDP_PATH}/*`,
      // Not in @pear/contract or the docs: these are oidc-provider's standard OIDC endpoints, described by their
      // own discovery document at /dev-idp/.well-known/openid-configuration.
      schema: { hide: true },
      handler: (request, reply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        // Mounted the way Express mounts it: the provider routes on the stripped path and rebuilds
        // its public URLs from the prefix it finds in originalUrl.
        raw.originalUrl = request.url;
        raw.url = request.url.slice(DEV_IDP_PATH.length) || '/';
        void handle(raw, reply.raw);
      },
    });
  });
};

export default devIdpRoutes;
