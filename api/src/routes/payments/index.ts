import formbody from '@fastify/formbody';
import { endpoints } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.js';
import { closedCheckoutPage, localCheckoutPage } from '../../modules/payments/local-checkout-page.js';
import {
  cancelSession,
  findLocalSession,
  handleWebhook,
  InvalidSignatureError,
  localCompletedEvent,
  startCheckout,
  successUrl,
  verifySession,
  type PaymentProvider,
} from '../../modules/payments/payments.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';

export type PaymentRoutesOptions = { provider: PaymentProvider; appUrl: string };

/** Spec §7 call 9 and what a real payment needs: checkout, the signed webhook, verification, the local provider. */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { provider, appUrl }) => {
  app.route({
    ...routeOptions(endpoints.startCheckout),
    onRequest: app.requireUser,
    handler: async (request) => {
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
      if (!verified) throw new HttpError(404, 'Unknown checkout session');
      return verified;
    },
  });

  // Stripe signs the exact bytes it sent: the webhook must see the raw body, so JSON is not parsed here.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.route({
      ...routeOptions(endpoints.paymentWebhook),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        try {
          const outcome = await handleWebhook(
            app.db,
            request.body as Buffer,
            Array.isArray(signature) ? signature[0] : signature,
            provider.webhookSecret,
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

  if (provider.kind !== 'local') return;

  // The local checkout page's Pay and Cancel are plain HTML forms.
  await app.register(formbody);

  app.route({
    ...routeOptions(endpoints.localCheckoutPage),
    handler: async (request, reply) => {
      const session = await findLocalSession(app.db, request.params.id);
      if (!session) throw new HttpError(404, 'Unknown checkout session');
      reply.type('text/html; charset=utf-8');
      if (session.status !== 'open') return closedCheckoutPage(appUrl, session.status);
      const [payer] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
      return localCheckoutPage(session.id, session.plan, payer?.email ?? '');
    },
  });

  app.route({
    ...routeOptions(endpoints.payLocalCheckout),
    handler: async (request, reply) => {
      const session = await findLocalSession(app.db, request.params.id);
      if (!session) throw new HttpError(404, 'Unknown checkout session');
      if (session.status === 'open') {
        // Completes through the same signed webhook Stripe would call.
        const { payload, signature } = localCompletedEvent(session, provider.webhookSecret);
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
      await cancelSession(app.db, request.params.id);
      return reply.redirect(`${appUrl}/payment`, 303);
    },
  });
};

export default paymentRoutes;
