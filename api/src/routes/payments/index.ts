import formbody from '@fastify/formbody';
import { endpoints } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.js';
import { asHtmlPage } from '../../lib/html-page.js';
import {
  accessCookieHeader,
  readAccessCookie,
  type LocalCheckoutAccess,
} from '../../modules/payments/local-checkout-access.js';
import {
  closedCheckoutPage,
  localCheckoutPage,
  localCheckoutPagePolicy,
} from '../../modules/payments/local-checkout-page.js';
import {
  cancelSession,
  findLocalSession,
  handleWebhook,
  InvalidSignatureError,
  localCompletedEvent,
  redeemTicket,
  startCheckout,
  successUrl,
  verifySession,
  type PaymentProvider,
} from '../../modules/payments/payments.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { HttpError } from '../../plugins/errors.js';

export type PaymentRoutesOptions = {
  /** null: neither Stripe nor local payments are configured, and checkout says so (503). */
  provider: PaymentProvider | null;
  /** Signs the local checkout's tickets and cookies (local provider only). */
  access: LocalCheckoutAccess;
  appUrl: string;
  /** Mark the local checkout cookie Secure (the API is served over https). */
  secureCookies: boolean;
};

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are not available on this server yet: no payment provider is configured. Please try again later.';
const UNKNOWN_SESSION = 'Unknown checkout session';
const LINK_INVALID =
  'This checkout link is invalid or has expired. Go back to the plans page and choose Continue to Checkout again.';
const LINK_USED =
  'This checkout link was already used. Go back to the plans page and choose Continue to Checkout again.';
const FORM_REFUSED =
  'This checkout can only be completed from its own page, opened from the plans page. ' +
  'Go back to the plans page and choose Continue to Checkout again.';

/** Spec §7 call 9 and what a real payment needs: checkout, the signed webhook, verification, the local provider. */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { provider, access, appUrl, secureCookies },
) => {
  app.route({
    ...routeOptions(endpoints.startCheckout),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('actions'),
    handler: async (request) => {
      if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
      const user = authenticatedUser(request);
      const email = request.body.email?.trim() || user.email;
      const created = await startCheckout(app.db, provider, { userId: user.id, plan: request.body.plan, email });
      return { checkout_url: created.url };
    },
  });

  app.route({
    ...routeOptions(endpoints.verifyPaymentSession),
    onRequest: app.requireUser,
    handler: async (request) => {
      const verified = await verifySession(app.db, authenticatedUser(request).id, request.params.id);
      if (!verified) throw new HttpError(404, UNKNOWN_SESSION);
      return verified;
    },
  });

  // Stripe signs the exact bytes it sent: the webhook must see the raw body, so JSON is not parsed here.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.route({
      ...routeOptions(endpoints.paymentWebhook),
      handler: async (request) => {
        if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
        const signature = request.headers['stripe-signature'];
        try {
          const outcome = await handleWebhook(
            app.db,
            request.body as Buffer,
            Array.isArray(signature) ? signature[0] : signature,
            provider,
          );
          return { received: true as const, ...outcome };
        } catch (error) {
          if (error instanceof InvalidSignatureError)
            throw new HttpError(400, `Webhook signature verification failed: ${error.message}`);
          throw error;
        }
      },
    });
  });

  if (provider?.kind !== 'local') return;
  const localProvider = provider;

  // The local checkout page's Pay and Cancel are plain HTML forms.
  await app.register(formbody);

  /** The session, when it exists and belongs to `userId`; someone else's is as unknown as a missing one. */
  async function ownedSession(sessionId: string, userId: string) {
    const session = await findLocalSession(app.db, sessionId);
    if (!session || session.userId !== userId) throw new HttpError(404, UNKNOWN_SESSION);
    return session;
  }

  /** Pay and Cancel: the page's cookie, the CSRF token it embedded, and the cookie's user owns the session. */
  async function formSession(request: FastifyRequest<{ Params: { id: string }; Body: { csrf?: string } }>) {
    const sessionId = request.params.id;
    const cookie = readAccessCookie(request.headers.cookie);
    const userId = access.userOf('cookie', cookie, sessionId);
    if (!cookie || !userId || !access.csrfMatches(cookie, request.body.csrf)) throw new HttpError(403, FORM_REFUSED);
    return ownedSession(sessionId, userId);
  }

  app.route({
    ...routeOptions(endpoints.localCheckoutPage),
    handler: async (request, reply) => {
      const sessionId = request.params.id;
      const session = await findLocalSession(app.db, sessionId);
      if (!session) throw new HttpError(404, UNKNOWN_SESSION);
      asHtmlPage(reply, localCheckoutPagePolicy(appUrl));
      if (session.status !== 'open') return closedCheckoutPage(appUrl, session.status);

      // A reload of the page: the cookie set when the ticket was redeemed is enough.
      const cookie = readAccessCookie(request.headers.cookie);
      const cookieUser = access.userOf('cookie', cookie, sessionId);
      const { ticket } = request.query;
      if (!cookieUser && ticket === undefined) throw new HttpError(403, FORM_REFUSED);
      const userId = cookieUser ?? access.userOf('ticket', ticket, sessionId);
      if (!userId) throw new HttpError(403, LINK_INVALID);
      await ownedSession(sessionId, userId);
      let pageCookie = cookie;
      if (!cookieUser || !pageCookie) {
        if (!(await redeemTicket(app.db, sessionId))) throw new HttpError(403, LINK_USED);
        pageCookie = access.cookieFor(sessionId, userId);
        reply.header('set-cookie', accessCookieHeader(sessionId, pageCookie, secureCookies));
      }
      // The page may hold a secret form token: never cache it.
      reply.header('cache-control', 'no-store');
      const [payer] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
      return localCheckoutPage(session.id, session.plan, payer?.email ?? '', access.csrfTokenFor(pageCookie));
    },
  });

  app.route({
    ...routeOptions(endpoints.payLocalCheckout),
    handler: async (request, reply) => {
      const session = await formSession(request);
      if (session.status === 'open') {
        // Completes through the same signed webhook Stripe would call.
        const { payload, signature } = localCompletedEvent(session, localProvider.webhookSecret);
        const delivered = await app.inject({
          method: 'POST',
          url: endpoints.paymentWebhook.path,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (delivered.statusCode !== 200)
          throw new HttpError(502, 'The payment could not be completed. Please try again.');
      }
      return reply.redirect(successUrl(appUrl, session.id), 303);
    },
  });

  app.route({
    ...routeOptions(endpoints.cancelLocalCheckout),
    handler: async (request, reply) => {
      const session = await formSession(request);
      await cancelSession(app.db, session.id);
      return reply.redirect(`${appUrl}/payment`, 303);
    },
  });
};

export default paymentRoutes;
