import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { endpoints, type PlanId, type RequestBody } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { checkoutSessions, subscriptions } from '../src/db/schema.js';
import { localCheckoutAccess, TICKET_TTL_SECONDS } from '../src/modules/payments/local-checkout-access.js';
import { stripeProvider } from '../src/modules/payments/payments.js';
import { effectivePlan, loadPaidPlan, NO_PAID_PLAN } from '../src/modules/plans/quota.js';
import { APP_URL, buildTestApp, signUpUser, TEST_JWT_SECRET } from './helpers.js';

type CheckoutRequest = RequestBody<typeof endpoints.startCheckout>;

const WEBHOOK_SECRET = 'whsec_test_secret';
/** What the checkout page's HTML forms send. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const STRIPE = {
  secretKey: 'sk_test_pear',
  webhookSecret: WEBHOOK_SECRET,
  prices: { basic: 'price_basic', pro: 'price_pro', team: 'price_team' },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomEventId = () => `evt_${Math.random().toString(36).slice(2)}`;

const subscriptionOf = async (app: FastifyInstance, userId: string) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

const checkout = (app: FastifyInstance, authorization: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/prod/payment/checkout',
    headers: authorization ? { authorization } : {},
    payload: payload as Record<string, unknown>,
  });

const verify = (app: FastifyInstance, authorization: string, id: string) =>
  app.inject({ method: 'GET', url: `/prod/payment/session/${id}`, headers: { authorization } });
const verified = async (app: FastifyInstance, authorization: string, id: string) =>
  endpoints.verifyPaymentSession.response[200].parse((await verify(app, authorization, id)).json());
const checkoutUrl = (response: { json: () => unknown }) =>
  new URL(endpoints.startCheckout.response[200].parse(response.json()).checkout_url);

describe('payments with the local provider', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ paymentsLocal: true });
  });
  after(() => app.close());

  /** What a browser does with the checkout answer: opens the page, keeps its cookie and reads the form's token. */
  async function openPage(url: URL, cookie?: string) {
    const response = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat()[0];
    const csrf = /name="csrf" value="([^"]+)"/.exec(response.body)?.[1];
    return { response, cookie: setCookie?.split(';')[0] ?? cookie, csrf, setCookie };
  }

  const submit = (path: string, cookie: string | undefined, csrf: string | undefined) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { ...FORM, ...(cookie ? { cookie } : {}) },
      payload: csrf === undefined ? '' : new URLSearchParams({ csrf }).toString(),
    });

  async function startLocalCheckout(label: string, plan: PlanId = 'team') {
    const signedUp = await signUpUser(app, 'founder', label);
    const url = checkoutUrl(await checkout(app, signedUp.authorization, { plan } satisfies CheckoutRequest));
    return { ...signedUp, url, sessionId: url.pathname.split('/').pop() ?? '' };
  }

  it('needs a token and a known plan', async () => {
    assert.equal((await checkout(app, undefined, { plan: 'pro' } satisfies CheckoutRequest)).statusCode, 401);
    const { authorization } = await signUpUser(app, 'founder');
    const unknown = await checkout(app, authorization, { plan: 'gold', email: '' });
    assert.equal(unknown.statusCode, 400);
    assert.match(
      endpoints.startCheckout.response[400].parse(unknown.json()).message,
      /Unknown plan "gold": choose basic, pro or team/,
    );
  });

  for (const [plan, price, name] of [
    ['basic', 29, 'Basic'],
    ['pro', 99, 'Pro'],
    ['team', 199, 'Team'],
  ] as const satisfies [PlanId, number, string][]) {
    it(`buys ${plan}: checkout page, Pay, verified session, active plan for a month`, async () => {
      const { authorization, user, url, sessionId } = await startLocalCheckout(`buy-${plan}`, plan);
      assert.match(sessionId, /^cs_local_[0-9a-f]{32}$/);
      assert.ok(url.searchParams.get('ticket'), 'the checkout URL carries a ticket');

      const page = await openPage(url);
      assert.equal(page.response.statusCode, 200);
      assert.match(page.response.body, new RegExp(`Pear ${name} plan`));
      assert.match(page.response.body, new RegExp(`Pay \\$${price}`));
      assert.equal(page.response.headers['cache-control'], 'no-store');
      assert.match(
        page.setCookie ?? '',
        new RegExp(
          `^pear_local_checkout=[^;]+; Path=/prod/payment/local-checkout/${sessionId}; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
        ),
      );
      assert.deepEqual(await verified(app, authorization, sessionId), { status: 'open', plan });

      const paid = await submit(`${url.pathname}/pay`, page.cookie, page.csrf);
      assert.equal(paid.statusCode, 303);
      assert.equal(paid.headers.location, `${APP_URL}/payment-success?session_id=${sessionId}`);
      assert.deepEqual(await verified(app, authorization, sessionId), { status: 'paid', plan });

      const paidPlan = await loadPaidPlan(app.db, user.id, new Date());
      assert.deepEqual(paidPlan, { active: plan, lapsed: false });
      assert.equal(
        effectivePlan(paidPlan, user.createdAt, new Date()).dailyQuota,
        { basic: 2, pro: 5, team: null }[plan],
      );
      // Like a Stripe subscription, it runs one period (a month) from payment.
      const days = (((await subscriptionOf(app, user.id))?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / DAY_MS;
      assert.ok(days > 27 && days < 32, `period end in ${days} days`);
    });
  }

  it('Cancel, from the page, returns to /payment and leaves the session unpaid', async () => {
    const { authorization, url, sessionId } = await startLocalCheckout('cancel');
    const page = await openPage(url);
    const canceled = await submit(`${url.pathname}/cancel`, page.cookie, page.csrf);
    assert.equal(canceled.statusCode, 303);
    assert.equal(canceled.headers.location, `${APP_URL}/payment`);
    assert.deepEqual(await verified(app, authorization, sessionId), { status: 'canceled', plan: 'team' });
    const closed = await openPage(new URL(url.pathname, url), page.cookie);
    assert.match(closed.response.body, /This checkout is closed/);
  });

  it('refuses a bare cross-origin form POST to Pay or Cancel (no cookie, no token): 403, nothing paid', async () => {
    const { authorization, user, url, sessionId } = await startLocalCheckout('csrf-victim');
    for (const action of ['pay', 'cancel']) {
      const forged = await app.inject({
        method: 'POST',
        url: `${url.pathname}/${action}`,
        headers: { ...FORM, origin: 'https://evil.example' },
        payload: '',
      });
      assert.equal(forged.statusCode, 403, action);
      assert.match(
        endpoints.payLocalCheckout.response[403].parse(forged.json()).message,
        /can only be completed from its own page/,
      );
    }
    assert.deepEqual(await verified(app, authorization, sessionId), { status: 'open', plan: 'team' });
    assert.deepEqual(await loadPaidPlan(app.db, user.id, new Date()), NO_PAID_PLAN);
  });

  it('Pay needs both the cookie and its matching form token', async () => {
    const { authorization, url, sessionId } = await startLocalCheckout('half');
    const page = await openPage(url);
    assert.equal((await submit(`${url.pathname}/pay`, page.cookie, undefined)).statusCode, 403, 'cookie, no token');
    assert.equal((await submit(`${url.pathname}/pay`, undefined, page.csrf)).statusCode, 403, 'token, no cookie');
    assert.equal((await submit(`${url.pathname}/pay`, page.cookie, 'x'.repeat(43))).statusCode, 403, 'wrong token');
    assert.deepEqual(await verified(app, authorization, sessionId), { status: 'open', plan: 'team' });
  });

  it("another user's ticket or cookie cannot open or pay someone else's checkout", async () => {
    const victim = await startLocalCheckout('ticket-victim');
    const attacker = await startLocalCheckout('ticket-attacker');
    const attackerTicket = attacker.url.searchParams.get('ticket') ?? '';
    const attackerPage = await openPage(attacker.url);

    const withForeignTicket = await openPage(new URL(`${victim.url.pathname}?ticket=${attackerTicket}`, victim.url));
    assert.equal(withForeignTicket.response.statusCode, 403);
    const paid = await submit(`${victim.url.pathname}/pay`, attackerPage.cookie, attackerPage.csrf);
    assert.equal(paid.statusCode, 403);
    assert.deepEqual(await verified(app, victim.authorization, victim.sessionId), { status: 'open', plan: 'team' });

    // A genuine ticket for this session but another user (what a leaked signing key would allow): unknown session.
    const access = localCheckoutAccess(new TextEncoder().encode(TEST_JWT_SECRET));
    const forged = access.ticketFor(victim.sessionId, attacker.user.id);
    const foreign = await openPage(new URL(`${victim.url.pathname}?ticket=${forged}`, victim.url));
    assert.equal(foreign.response.statusCode, 404);
  });

  it('refuses a replayed or expired ticket, and keeps the page for the browser that opened it', async () => {
    const { url, sessionId, user } = await startLocalCheckout('replay');
    const first = await openPage(url);
    assert.equal(first.response.statusCode, 200);

    const replayed = await openPage(url);
    assert.equal(replayed.response.statusCode, 403);
    assert.match(endpoints.localCheckoutPage.response[403].parse(replayed.response.json()).message, /already used/);
    assert.equal(replayed.setCookie, undefined);
    // The browser that redeemed it reloads the page: its cookie is enough.
    assert.equal((await openPage(url, first.cookie)).response.statusCode, 200);
    assert.equal((await openPage(new URL(url.pathname, url), first.cookie)).response.statusCode, 200);
    assert.equal((await openPage(new URL(url.pathname, url))).response.statusCode, 403, 'no ticket, no cookie');

    const access = localCheckoutAccess(new TextEncoder().encode(TEST_JWT_SECRET));
    const expired = access.ticketFor(sessionId, user.id, new Date(Date.now() - (TICKET_TTL_SECONDS + 1) * 1000));
    const stale = await openPage(new URL(`${url.pathname}?ticket=${expired}`, url));
    assert.equal(stale.response.statusCode, 403);
    assert.match(endpoints.localCheckoutPage.response[403].parse(stale.response.json()).message, /expired/);
  });

  it('verification answers 404 for an unknown session or someone else’s', async () => {
    const owner = await signUpUser(app, 'founder', 'owner');
    const other = await signUpUser(app, 'founder', 'other');
    const url = checkoutUrl(await checkout(app, owner.authorization, { plan: 'pro' } satisfies CheckoutRequest));
    const id = url.pathname.split('/').pop() ?? '';
    assert.equal((await verify(app, other.authorization, id)).statusCode, 404);
    const unknown = await verify(app, owner.authorization, 'cs_local_doesnotexist');
    assert.equal(unknown.statusCode, 404);
    assert.equal(
      endpoints.verifyPaymentSession.response[404].parse(unknown.json()).message,
      'Unknown checkout session',
    );
  });
});

describe('payments with no provider configured', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ paymentsLocal: false, stripe: undefined });
  });
  after(() => app.close());

  it('answers checkout with 503 and a clear message, and serves no local checkout page', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'no-provider');
    const refused = await checkout(app, authorization, { plan: 'team' } satisfies CheckoutRequest);
    assert.equal(refused.statusCode, 503);
    assert.match(
      endpoints.startCheckout.response[503].parse(refused.json()).message,
      /Payments are not available on this server yet/,
    );
    const pay = await app.inject({
      method: 'POST',
      url: `/prod/payment/local-checkout/cs_local_${'0'.repeat(32)}/pay`,
    });
    assert.equal(pay.statusCode, 404);
  });
});

describe('payments with Stripe', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ stripe: STRIPE });
  });
  after(() => app.close());

  /** A checkout session as Stripe would have created it for this user and plan. */
  async function stripeSession(userId: string, plan: PlanId) {
    const id = `cs_test_${Math.random().toString(36).slice(2)}`;
    await app.db.insert(checkoutSessions).values({ id, userId, plan, provider: 'stripe' });
    return id;
  }

  /** An event as Stripe delivers it (the envelope of API version 2025-03-31 and later). */
  const stripeEvent = (type: string, object: object, { id = randomEventId(), created = nowSeconds() } = {}) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });

  const completedEvent = (eventId: string, sessionId: string, subscription: string | object = 'sub_unknown') =>
    stripeEvent(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        subscription,
      },
      { id: eventId },
    );

  const deliver = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/prod/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const planOf = async (userId: string) =>
    (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.plan ?? null;

  /** Stripe's signature over the exact payload, with the endpoint's secret. */
  const deliverSigned = async (payload: string) => {
    const response = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.paymentWebhook.response[200].parse(response.json());
  };

  /** A subscription object as in customer.subscription.* events: the period end lives on its items. */
  const subscriptionObject = (
    id: string,
    userId: string,
    { status = 'active', price = 'price_pro', periodEnd = nowSeconds() + 30 * 86400 } = {},
  ) => ({
    id,
    object: 'subscription',
    customer: 'cus_test',
    status,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: { id: price, object: 'price' },
        },
      ],
    },
    metadata: { plan: 'pro', userId },
  });

  /** A founder who bought Pro through Stripe Checkout: subscription `sub_…` in force. */
  async function proSubscriber(label: string) {
    const { user } = await signUpUser(app, 'founder', label);
    const subscriptionId = `sub_${label}_${Math.random().toString(36).slice(2)}`;
    await deliverSigned(completedEvent(randomEventId(), await stripeSession(user.id, 'pro'), subscriptionId));
    return { user, subscriptionId };
  }

  const quotaOf = async (user: { id: string; createdAt: Date }) =>
    effectivePlan(await loadPaidPlan(app.db, user.id, new Date()), user.createdAt, new Date());

  it('activates the plan on a correctly signed checkout.session.completed, once', async () => {
    const { user } = await signUpUser(app, 'founder', 'stripe-ok');
    const sessionId = await stripeSession(user.id, 'team');
    const payload = completedEvent(`evt_${sessionId}`, sessionId);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const first = await deliver(payload, signature);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(endpoints.paymentWebhook.response[200].parse(first.json()), {
      received: true,
      type: 'checkout.session.completed',
      duplicate: false,
      activated: 'team',
    });
    assert.equal(await planOf(user.id), 'team');

    // Stripe retries: the replay is acknowledged and changes nothing.
    await app.db.update(subscriptions).set({ plan: 'basic' }).where(eq(subscriptions.userId, user.id));
    const replay = await deliver(payload, signature);
    assert.equal(replay.statusCode, 200);
    assert.equal(endpoints.paymentWebhook.response[200].parse(replay.json()).duplicate, true);
    assert.equal(await planOf(user.id), 'basic');
  });

  it('answers 400 and changes nothing for a bad or stale signature', async () => {
    const { user } = await signUpUser(app, 'founder', 'stripe-bad');
    const sessionId = await stripeSession(user.id, 'pro');
    const payload = completedEvent(`evt_bad_${sessionId}`, sessionId);

    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const forged = await deliver(payload, wrongSecret);
    assert.equal(forged.statusCode, 400);
    assert.match(endpoints.paymentWebhook.response[400].parse(forged.json()).message, /signature/i);

    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    assert.equal((await deliver(payload, stale)).statusCode, 400);

    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    assert.equal((await deliver(payload.replace('"paid"', '"unpaid"'), tampered)).statusCode, 400);
    assert.equal((await deliver(payload, '')).statusCode, 400);

    assert.equal(await planOf(user.id), null);
    const [session] = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    assert.equal(session?.status, 'open');
  });

  it('checkout completion records the subscription and its period end when the subscription is expanded', async () => {
    const { user } = await signUpUser(app, 'founder', 'stripe-expanded');
    const periodEnd = nowSeconds() + 30 * 86400;
    const subscription = subscriptionObject('sub_expanded', user.id, { periodEnd });
    await deliverSigned(completedEvent(randomEventId(), await stripeSession(user.id, 'pro'), subscription));
    const stored = await subscriptionOf(app, user.id);
    assert.equal(stored?.providerSubscriptionId, 'sub_expanded');
    assert.equal(stored?.currentPeriodEnd?.getTime(), periodEnd * 1000);
    assert.equal(stored?.status, 'active');
  });

  it('customer.subscription.updated renews the period and follows a plan change made at Stripe', async () => {
    const { user, subscriptionId } = await proSubscriber('renewed');
    assert.equal((await subscriptionOf(app, user.id))?.currentPeriodEnd, null, 'the session named only its id');
    const periodEnd = nowSeconds() + 31 * 86400;
    const outcome = await deliverSigned(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, user.id, { price: 'price_team', periodEnd }),
      ),
    );
    assert.equal(outcome.activated, 'team');
    const stored = await subscriptionOf(app, user.id);
    assert.equal(stored?.plan, 'team');
    assert.equal(stored?.currentPeriodEnd?.getTime(), periodEnd * 1000);
    assert.equal((await quotaOf(user)).dailyQuota, null);
  });

  it('customer.subscription.deleted ends the plan: Basic at once, not the trial', async () => {
    const { user, subscriptionId } = await proSubscriber('deleted');
    assert.equal((await quotaOf(user)).plan, 'pro');
    const outcome = await deliverSigned(
      stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, user.id, { status: 'canceled' })),
    );
    assert.equal(outcome.activated, null);
    assert.equal((await subscriptionOf(app, user.id))?.status, 'canceled');
    const status = await quotaOf(user);
    assert.deepEqual([status.plan, status.trial, status.dailyQuota], ['basic', false, 2]);
  });

  it('invoice.payment_failed suspends the plan until Stripe reports it active again', async () => {
    const { user, subscriptionId } = await proSubscriber('failed');
    const invoice = {
      id: 'in_failed',
      object: 'invoice',
      customer: 'cus_test',
      status: 'open',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    const failedAt = nowSeconds();
    await deliverSigned(stripeEvent('invoice.payment_failed', invoice, { created: failedAt }));
    assert.equal((await subscriptionOf(app, user.id))?.status, 'past_due');
    assert.equal((await quotaOf(user)).plan, 'basic');

    // Stripe retried and the card went through.
    await deliverSigned(
      stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, user.id), {
        created: failedAt + 60,
      }),
    );
    assert.equal((await quotaOf(user)).plan, 'pro');

    // The unpaid end of the retries.
    await deliverSigned(
      stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, user.id, { status: 'unpaid' }), {
        created: failedAt + 120,
      }),
    );
    assert.equal((await subscriptionOf(app, user.id))?.status, 'unpaid');
    assert.equal((await quotaOf(user)).plan, 'basic');
  });

  it('a period end in the past lapses the plan even while the status says active', async () => {
    const { user, subscriptionId } = await proSubscriber('expired');
    await deliverSigned(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, user.id, { periodEnd: nowSeconds() - 60 }),
      ),
    );
    assert.equal((await subscriptionOf(app, user.id))?.status, 'active');
    assert.deepEqual(await loadPaidPlan(app.db, user.id, new Date()), { active: null, lapsed: true });
    assert.equal((await quotaOf(user)).plan, 'basic');
  });

  it('an older event delivered late does not undo a newer one, and a replay changes nothing', async () => {
    const { user, subscriptionId } = await proSubscriber('late');
    const created = nowSeconds();
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, user.id, { status: 'canceled' }),
      { created: created + 10 },
    );
    await deliverSigned(deleted);
    await deliverSigned(
      stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, user.id), { created }),
    );
    assert.equal((await subscriptionOf(app, user.id))?.status, 'canceled');

    await app.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, user.id));
    assert.equal((await deliverSigned(deleted)).duplicate, true);
    assert.equal((await subscriptionOf(app, user.id))?.status, 'active', 'the replay was not applied again');
  });

  it("applies an event that overtakes checkout completion, but never one of the user's previous subscription", async () => {
    const { user } = await signUpUser(app, 'founder', 'overtaken');
    const early = await deliverSigned(
      stripeEvent('customer.subscription.updated', subscriptionObject('sub_overtaking', user.id)),
    );
    assert.equal(early.activated, 'pro');
    assert.equal((await subscriptionOf(app, user.id))?.providerSubscriptionId, 'sub_overtaking');

    const old = subscriptionObject('sub_previous', user.id, { status: 'canceled' });
    await deliverSigned(stripeEvent('customer.subscription.deleted', old));
    const stored = await subscriptionOf(app, user.id);
    assert.deepEqual([stored?.providerSubscriptionId, stored?.status], ['sub_overtaking', 'active']);
  });

  it('ignores lifecycle events for subscriptions it does not know', async () => {
    const stranger = subscriptionObject('sub_stranger', '00000000-0000-4000-8000-000000000000');
    const outcome = await deliverSigned(stripeEvent('customer.subscription.updated', stranger));
    assert.deepEqual(outcome, {
      received: true,
      type: 'customer.subscription.updated',
      duplicate: false,
      activated: null,
    });
    const rows = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_stranger'));
    assert.equal(rows.length, 0);
  });

  it('creates a Stripe Checkout session with the plan price and the success URL', async () => {
    let sent = '';
    const fakeStripe: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        sent = `${request.method} ${request.url} ${body}`;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id: 'cs_test_123',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_123',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    const address = fakeStripe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const provider = stripeProvider(
        STRIPE,
        { appUrl: APP_URL, apiPublicUrl: 'http://api.test' },
        {
          host: '127.0.0.1',
          port,
          protocol: 'http',
        },
      );
      const created = await provider.createCheckout({ userId: 'user-1', plan: 'team', email: 'ada@example.com' });
      assert.deepEqual(created, { id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
      const form = new URLSearchParams(sent.split(' ').slice(2).join(' '));
      assert.match(sent, /^POST \/v1\/checkout\/sessions /);
      assert.equal(form.get('mode'), 'subscription');
      assert.equal(form.get('line_items[0][price]'), 'price_team');
      assert.equal(form.get('success_url'), `${APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
      assert.equal(form.get('cancel_url'), `${APP_URL}/payment`);
      assert.equal(form.get('client_reference_id'), 'user-1');
      assert.equal(form.get('metadata[plan]'), 'team');
      // Lifecycle events carry the subscription's metadata, not the session's.
      assert.equal(form.get('subscription_data[metadata][userId]'), 'user-1');
    } finally {
      await new Promise<void>((resolve) => fakeStripe.close(() => resolve()));
    }
  });
});
