import { endpoints, type SignInErrorCode } from '@pear/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { loggableError } from '../../db/errors.js';
import { readCookie, serializeCookie } from '../../modules/auth/cookies.js';
import { CALLBACK_PATH } from '../../modules/auth/identity-provider.js';
import { issueLoginCode, redeemLoginCode } from '../../modules/auth/login-codes.js';
import { LOGIN_STATE_TTL_SECONDS, type LoginStateSealer } from '../../modules/auth/login-state.js';
import { MissingEmailError, ProviderDeniedError, type OidcLogin } from '../../modules/auth/oidc-client.js';
import { EmailInUseError, signIn } from '../../modules/users/users.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { RATE_LIMITED } from '../../plugins/rate-limit.js';

export type AuthRoutesOptions = {
  config: Config;
  login: OidcLogin | undefined;
  sealer: LoginStateSealer;
};

const LOGIN_COOKIE = 'pear_login';

// LinkedIn says "the user said no" with codes of its own.
const DENIALS = new Set(['access_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, login, sealer }) => {
  const secure = config.apiPublicUrl.startsWith('https:');
  const loginCookie = (value: string, maxAge: number) =>
    serializeCookie(LOGIN_COOKIE, value, { path: CALLBACK_PATH, maxAge, secure });

  const failTo = (reply: FastifyReply, code: SignInErrorCode) =>
    reply.redirect(`${config.appUrl}/signin?error=${code}`);

  // Role is only sent on sign-up; on sign-in it is absent and an existing account keeps its role.
  app.route({
    ...routeOptions(endpoints.linkedinLogin),
    config: RATE_LIMITED,
    handler: async (request, reply) => {
      if (!login) return failTo(reply, 'login_unavailable');
      let started;
      try {
        const { role, nonceHash } = request.query;
        started = await login.start({ role, browserNonceHash: nonceHash });
      } catch (error) {
        request.log.error({ err: error }, 'could not reach the identity provider');
        return failTo(reply, 'login_unavailable');
      }
      reply.header('set-cookie', loginCookie(await sealer.seal(started.pending), LOGIN_STATE_TTL_SECONDS));
      return reply.redirect(started.url.href);
    },
  });

  app.route({
    ...routeOptions(endpoints.linkedinCallback),
    handler: async (request, reply) => {
      // The pending login is single-use, whatever happens next.
      reply.header('set-cookie', loginCookie('', 0));
      if (!login) return failTo(reply, 'login_unavailable');

      // Rebuilt on the public URL: the token request must repeat the redirect_uri the IdP saw.
      const callbackUrl = new URL(`${config.apiPublicUrl}${CALLBACK_PATH}`);
      callbackUrl.search = new URL(request.url, 'http://internal').search;

      const pending = await sealer.open(readCookie(request.headers.cookie, LOGIN_COOKIE));
      if (!pending || callbackUrl.searchParams.get('state') !== pending.state) {
        return failTo(reply, 'invalid_state');
      }

      try {
        const identity = await login.finish(callbackUrl, pending);
        const { user, isNewUser } = await signIn(app.db, identity, pending.role);
        // The spec's `token` parameter carries a one-time code, never the session token: URLs end up in history,
        // logs and Referer headers, and a link with someone's token would sign the clicker into their account.
        const code = await issueLoginCode(app.db, { userId: user.id, browserNonceHash: pending.browserNonceHash });
        const target = new URL(`${config.appUrl}/signup/authcallback`);
        target.searchParams.set('token', code);
        target.searchParams.set('isNewUser', String(isNewUser));
        return reply.redirect(target.href);
      } catch (error) {
        if (error instanceof ProviderDeniedError) {
          return failTo(reply, DENIALS.has(error.code) ? 'access_denied' : 'login_failed');
        }
        if (error instanceof MissingEmailError) return failTo(reply, 'email_required');
        if (error instanceof EmailInUseError) return failTo(reply, 'email_in_use');
        request.log.error(loggableError(error), 'OIDC callback failed');
        return failTo(reply, 'login_failed');
      }
    },
  });

  app.route({
    ...routeOptions(endpoints.exchangeLoginCode),
    config: RATE_LIMITED,
    handler: async (request, reply) => {
      const user = await redeemLoginCode(app.db, request.body.code, request.body.nonce);
      if (!user) {
        throw new HttpError(
          401,
          'This sign-in link has expired, was already used, or was opened in another browser. Please sign in again.',
        );
      }
      const { email, name, role } = user;
      const token = await app.tokens.sign({ id: user.id, email, role, name });
      reply.header('cache-control', 'no-store');
      return { token, user: { email, name, role } };
    },
  });
};

export default authRoutes;
