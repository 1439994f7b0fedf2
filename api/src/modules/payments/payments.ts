// Checkout and subscriptions: Stripe Checkout when configured, otherwise a local provider whose checkout page
// completes through the very same signed webhook, so both paths activate plans with one piece of code.
import { createHmac, randomBytes } from 'node:crypto';
import { buildPath, endpoints, type PlanId, type SessionVerification, type WebhookResponse } from '@pear/contract';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkoutSessions, subscriptions, webhookEvents } from '../../db/schema.js';

/** Stripe's default tolerance for the signature timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type CheckoutRequest = { userId: string; plan: PlanId; email: string | null };
export type CreatedCheckout = { id: string; url: string };

export type PaymentProvider = {
  kind: 'stripe' | 'local';
  /** Secret the webhook signatures are checked with. */
  webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
};

export type ProviderUrls = { appUrl: string; apiPublicUrl: string };

export const successUrl = (appUrl: string, sessionId: string) =>
  `${appUrl}/payment-success?session_id=${encodeURIComponent(sessionId)}`;

/** `clientOptions` lets tests point the SDK at a local stand-in for api.stripe.com. */
export function stripeProvider(
  config: StripeConfig,
  { appUrl }: ProviderUrls,
  clientOptions: Stripe.StripeConfig = {},
): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions);
  return {
    kind: 'stripe',
    webhookSecret: config.webhookSecret,
    async createCheckout({ userId, plan, email }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[plan], quantity: 1 }],
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
        success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/payment`,
        client_reference_id: userId,
        customer_email: email ?? undefined,
        metadata: { plan, userId },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
  };
}

/** The local provider signs its webhooks with a secret derived from the app's own key. */
export function localProvider(appSecret: Uint8Array, { apiPublicUrl }: ProviderUrls): PaymentProvider {
  const webhookSecret = `whsec_local_${createHmac('sha256', appSecret).update('pear-local-webhook').digest('hex')}`;
  return {
    kind: 'local',
    webhookSecret,
    async createCheckout() {
      const id = `cs_local_${randomBytes(16).toString('hex')}`;
      return { id, url: `${apiPublicUrl}/${buildPath(endpoints.localCheckoutPage.path, { id })}` };
    },
  };
}

/** Starts a checkout and records the session (open) for verification. */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  request: CheckoutRequest,
): Promise<CreatedCheckout> {
  const created = await provider.createCheckout(request);
  await db
    .insert(checkoutSessions)
    .values({ id: created.id, userId: request.userId, plan: request.plan, provider: provider.kind });
  return created;
}

/** The state of a user's checkout session; null when the session is unknown or someone else's. */
export async function verifySession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SessionVerification | null> {
  const [row] = await db
    .select({ status: checkoutSessions.status, plan: checkoutSessions.plan })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row ?? null;
}

/** A local session in any state (the page says when it is no longer open). */
export async function findLocalSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'local')));
  return row ?? null;
}

export async function cancelSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** A signed `checkout.session.completed` event for a local session: what Stripe would send. */
export function localCompletedEvent(session: { id: string; userId: string; plan: PlanId }, webhookSecret: string) {
  const payload = JSON.stringify({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.userId,
        metadata: { plan: session.plan, userId: session.userId },
        payment_status: 'paid',
        status: 'complete',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, signature };
}

export class InvalidSignatureError extends Error {}

export type WebhookOutcome = Omit<WebhookResponse, 'received'>;

/**
 * Verifies a webhook on its raw body and applies it once: the event id is recorded in the same transaction
 * as its effect, so a replay (or a retry after success) changes nothing.
 */
export async function handleWebhook(
  db: Database,
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded) return { type: event.type, duplicate: true, activated: null };
    if (event.type !== 'checkout.session.completed') return { type: event.type, duplicate: false, activated: null };

    const session = event.data.object;
    if (session.payment_status !== 'paid') return { type: event.type, duplicate: false, activated: null };
    // Only sessions Pear created count; their row says who pays for which plan.
    const [paid] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(eq(checkoutSessions.id, session.id))
      .returning({ userId: checkoutSessions.userId, plan: checkoutSessions.plan });
    if (!paid) return { type: event.type, duplicate: false, activated: null };
    await tx
      .insert(subscriptions)
      .values({ userId: paid.userId, plan: paid.plan, status: 'active' })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: { plan: paid.plan, status: 'active', currentPeriodEnd: null, updatedAt: sql`now()` },
      });
    return { type: event.type, duplicate: false, activated: paid.plan };
  });
}
