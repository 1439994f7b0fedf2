// Checkout and subscriptions: Stripe Checkout when configured, otherwise a local provider whose checkout page
// completes through the very same signed webhook, so both paths activate plans with one piece of code.
import { createHmac, randomBytes } from 'node:crypto';
import { PLAN_IDS, type PlanId, type SessionVerification, type WebhookResponse } from '@pear/contract';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config, StripeConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkoutSessions, subscriptions, users, webhookEvents, type SubscriptionStatus } from '../../db/schema.js';
import { localCheckoutPath, type LocalCheckoutAccess } from './local-checkout-access.js';

/** Stripe's default tolerance for the signature timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type CheckoutRequest = { userId: string; plan: PlanId; email: string | null };
export type CreatedCheckout = { id: string; url: string };

/** The plan a provider's price id stands for (a subscription changed in Stripe's portal names only its price). */
type PlanForPrice = (priceId: string) => PlanId | undefined;

export type PaymentProvider = {
  kind: 'stripe' | 'local';
  /** Secret the webhook signatures are checked with. */
  webhookSecret: string;
  planForPrice: PlanForPrice;
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
    planForPrice: (priceId) => PLAN_IDS.find((plan) => config.prices[plan] === priceId),
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
        // Copied onto the subscription, so its lifecycle events name the user even before checkout completion.
        subscription_data: { metadata: { plan, userId } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
  };
}

/**
 * The local provider (PAYMENTS_LOCAL=true) signs its webhooks with a secret derived from the app's own key. Its
 * checkout URL carries a one-time ticket for the paying user (./local-checkout-access.ts).
 */
export function localProvider(
  appSecret: Uint8Array,
  access: LocalCheckoutAccess,
  { apiPublicUrl }: ProviderUrls,
): PaymentProvider {
  const webhookSecret = `whsec_local_${createHmac('sha256', appSecret).update('pear-local-webhook').digest('hex')}`;
  return {
    kind: 'local',
    webhookSecret,
    planForPrice: () => undefined,
    async createCheckout({ userId }) {
      const id = `cs_local_${randomBytes(16).toString('hex')}`;
      const ticket = encodeURIComponent(access.ticketFor(id, userId));
      return { id, url: `${apiPublicUrl}${localCheckoutPath(id)}?ticket=${ticket}` };
    },
  };
}

/** Stripe when configured, else the local provider when PAYMENTS_LOCAL=true, else none (checkout answers 503). */
export function choosePaymentProvider(
  config: Pick<Config, 'stripe' | 'paymentsLocal' | 'appUrl' | 'apiPublicUrl'>,
  appSecret: Uint8Array,
  access: LocalCheckoutAccess,
): PaymentProvider | null {
  const urls = { appUrl: config.appUrl, apiPublicUrl: config.apiPublicUrl };
  if (config.stripe) return stripeProvider(config.stripe, urls);
  return config.paymentsLocal ? localProvider(appSecret, access, urls) : null;
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

/** Uses up the local session's one ticket (./local-checkout-access.ts); false when it was used before. */
export async function redeemTicket(db: Database, sessionId: string): Promise<boolean> {
  const redeemed = await db
    .update(checkoutSessions)
    .set({ ticketRedeemedAt: sql`now()` })
    .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.ticketRedeemedAt)))
    .returning({ id: checkoutSessions.id });
  return redeemed.length > 0;
}

export async function cancelSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** A local subscription lasts one plan period (a month) from payment; nothing renews it. */
function oneMonthFrom(moment: Date): Date {
  const end = new Date(moment);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * A signed `checkout.session.completed` event for a local session: what Stripe would send, with the subscription
 * expanded (as `expand: ['subscription']` would), so the period end is known.
 */
export function localCompletedEvent(
  session: { id: string; userId: string; plan: PlanId },
  webhookSecret: string,
  now = new Date(),
) {
  const metadata = { plan: session.plan, userId: session.userId };
  const payload = JSON.stringify({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.userId,
        metadata,
        payment_status: 'paid',
        status: 'complete',
        subscription: {
          id: `sub_local_${randomBytes(12).toString('hex')}`,
          object: 'subscription',
          status: 'active',
          current_period_end: Math.floor(oneMonthFrom(now).getTime() / 1000),
          metadata,
        },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, signature };
}

export class InvalidSignatureError extends Error {}

export type WebhookOutcome = Omit<WebhookResponse, 'received'>;

// The parts of Stripe's objects read here. Parsed, not cast: the shape depends on the account's API version
// (since 2025-03-31 the period end lives on the subscription items, an invoice names its subscription under
// `parent.subscription_details`).
const periodEndSchema = z.number().int().positive().optional();
const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  current_period_end: periodEndSchema,
  items: z
    .object({
      data: z.array(z.object({ current_period_end: periodEndSchema, price: z.object({ id: z.string() }).optional() })),
    })
    .optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type SubscriptionObject = z.infer<typeof subscriptionSchema>;

const checkoutSessionSchema = z.object({
  id: z.string(),
  payment_status: z.string(),
  subscription: z.union([z.string(), subscriptionSchema]).nullish(),
});

const invoiceSchema = z.object({
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: z.string().nullish() }).nullish() }).nullish(),
});

/** Stripe's subscription statuses, as Pear stores them: only `active` is a paid plan (plans/quota.ts). */
function storedStatus(stripeStatus: string): SubscriptionStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // unpaid, incomplete, paused: no payment covers the period.
      return 'unpaid';
  }
}

function periodEndOf(subscription: SubscriptionObject): Date | null {
  const seconds =
    subscription.current_period_end ??
    Math.max(0, ...(subscription.items?.data ?? []).map((item) => item.current_period_end ?? 0));
  return seconds ? new Date(seconds * 1000) : null;
}

/** When Stripe created the event (events are not delivered in that order). */
const createdAt = (event: Stripe.Event) => new Date((event.created || Date.now() / 1000) * 1000);

const LIFECYCLE_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type SubscriptionChange = {
  userId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  providerSubscriptionId: string | null;
};

/**
 * Writes a subscription's new state, unless a newer event already did: Stripe does not deliver events in order,
 * so the event's creation time is kept and an older event changes nothing.
 */
async function applySubscriptionChange(tx: Transaction, change: SubscriptionChange, eventCreated: Date) {
  const values = { ...change, providerEventAt: eventCreated, updatedAt: sql`now()` };
  const [written] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      setWhere: or(isNull(subscriptions.providerEventAt), lte(subscriptions.providerEventAt, eventCreated)),
    })
    .returning({ plan: subscriptions.plan, status: subscriptions.status });
  return written?.status === 'active' ? written.plan : null;
}

async function completeCheckout(tx: Transaction, event: Stripe.Event) {
  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success || parsed.data.payment_status !== 'paid') return null;
  const session = parsed.data;
  // Only sessions Pear created count; their row says who pays for which plan.
  const [paid] = await tx
    .update(checkoutSessions)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(eq(checkoutSessions.id, session.id))
    .returning({ userId: checkoutSessions.userId, plan: checkoutSessions.plan });
  if (!paid) return null;
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : subscription?.id;
  return applySubscriptionChange(
    tx,
    {
      userId: paid.userId,
      plan: paid.plan,
      status: 'active',
      currentPeriodEnd: subscription ? periodEndOf(subscription) : null,
      providerSubscriptionId: subscriptionId ?? null,
    },
    createdAt(event),
  );
}

/**
 * The subscription's row: by Stripe's id, else (an event that overtook checkout completion) the user its metadata
 * names, as long as no other subscription is that user's current one (events of an old subscription change nothing).
 */
async function findSubscriptionRow(tx: Transaction, subscriptionId: string, metadataUserId: string | undefined) {
  const [byId] = await tx
    .select({ userId: subscriptions.userId, plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
  if (byId || !metadataUserId || !z.uuid().safeParse(metadataUserId).success) return byId ?? null;
  const [user] = await tx
    .select({ id: users.id, plan: subscriptions.plan, current: subscriptions.providerSubscriptionId })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, metadataUserId));
  return user && !user.current ? { userId: user.id, plan: user.plan } : null;
}

async function changeSubscription(tx: Transaction, event: Stripe.Event, planForPrice: PlanForPrice) {
  const parsed = subscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) return null;
  const subscription = parsed.data;
  const row = await findSubscriptionRow(tx, subscription.id, subscription.metadata?.userId);
  if (!row) return null;
  const pricedPlan = subscription.items?.data
    .map((item) => (item.price ? planForPrice(item.price.id) : undefined))
    .find(Boolean);
  const metadataPlan = PLAN_IDS.find((plan) => plan === subscription.metadata?.plan);
  const plan = pricedPlan ?? row.plan ?? metadataPlan;
  if (!plan) return null;
  return applySubscriptionChange(
    tx,
    {
      userId: row.userId,
      plan,
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : storedStatus(subscription.status),
      currentPeriodEnd: periodEndOf(subscription),
      providerSubscriptionId: subscription.id,
    },
    createdAt(event),
  );
}

/** A failed renewal: the plan stops counting until Stripe reports the subscription active again. */
async function failPayment(tx: Transaction, event: Stripe.Event) {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) return null;
  const invoice = parsed.data;
  const subscriptionId =
    (typeof invoice.subscription === 'string' ? invoice.subscription : invoice.subscription?.id) ??
    invoice.parent?.subscription_details?.subscription;
  if (!subscriptionId) return null;
  const eventCreated = createdAt(event);
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', providerEventAt: eventCreated, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, subscriptionId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.providerEventAt), lte(subscriptions.providerEventAt, eventCreated)),
      ),
    );
  return null;
}

/**
 * Verifies a webhook on its raw body and applies it once: the event id is recorded in the same transaction
 * as its effect, so a replay (or a retry after success) changes nothing.
 */
export async function handleWebhook(
  db: Database,
  rawBody: Buffer,
  signature: string | undefined,
  provider: Pick<PaymentProvider, 'webhookSecret' | 'planForPrice'>,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', provider.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
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
    let activated: PlanId | null = null;
    if (event.type === 'checkout.session.completed') activated = await completeCheckout(tx, event);
    else if (LIFECYCLE_EVENTS.has(event.type)) activated = await changeSubscription(tx, event, provider.planForPrice);
    else if (event.type === 'invoice.payment_failed') activated = await failPayment(tx, event);
    return { type: event.type, duplicate: false, activated };
  });
}
