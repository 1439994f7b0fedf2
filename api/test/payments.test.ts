import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { endpoints, type PlanId, type RequestBody } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { checkoutSessions, subscriptions } from '../src/db/schema.js';
import { stripeProvider } from '../src/modules/payments/payments.js';
import { effectivePlan, loadActivePlan } from '../src/modules/plans/quota.js';
import { APP_URL, buildTestApp, signUpUser } from './helpers.js';

type CheckoutRequest = RequestBody<typeof endpoints.startCheckout>;

const WEBHOOK_SECRET = 'whsec_test_secret';
/** What the checkout page's HTML forms send. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const STRIPE = {
  secretKey: 'sk_test_pear',
  webhookSecret: WEBHOOK_SECRET,
  prices: { basic: 'price_basic', pro: 'price_pro', team: 'price_team' },
};

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
    app = await buildTestApp();
  });
  after(() => app.close());

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
    it(`buys ${plan}: checkout page, Pay, verified session, active plan`, async () => {
      const { authorization, user } = await signUpUser(app, 'founder', `buy-${plan}`);
      const started = await checkout(app, authorization, { plan, email: user.email } satisfies CheckoutRequest);
      assert.equal(started.statusCode, 200);
      const url = checkoutUrl(started);
      const sessionId = url.pathname.split('/').pop() ?? '';
      assert.match(sessionId, /^cs_local_[0-9a-f]{32}$/);

      const pageResponse = await app.inject({ method: 'GET', url: url.pathname });
      assert.equal(pageResponse.statusCode, 200);
      assert.match(pageResponse.body, new RegExp(`Pear ${name} plan`));
      assert.match(pageResponse.body, new RegExp(`Pay \\$${price}`));
      assert.deepEqual(await verified(app, authorization, sessionId), { status: 'open', plan });

      const paid = await app.inject({ method: 'POST', url: `${url.pathname}/pay`, headers: FORM, payload: '' });
      assert.equal(paid.statusCode, 303);
      assert.equal(paid.headers.location, `${APP_URL}/payment-success?session_id=${sessionId}`);
      assert.deepEqual(await verified(app, authorization, sessionId), { status: 'paid', plan });

      const active = await loadActivePlan(app.db, user.id, new Date());
      assert.equal(active, plan);
      assert.equal(
        effectivePlan(active, user.createdAt, new Date()).dailyQuota,
        { basic: 2, pro: 5, team: null }[plan],
      );
    });
  }

  it('Cancel returns to /payment and leaves the session unpaid', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'cancel');
    const url = checkoutUrl(await checkout(app, authorization, { plan: 'team' } satisfies CheckoutRequest));
    const canceled = await app.inject({ method: 'POST', url: `${url.pathname}/cancel`, headers: FORM, payload: '' });
    assert.equal(canceled.statusCode, 303);
    assert.equal(canceled.headers.location, `${APP_URL}/payment`);
    const id = url.pathname.split('/').pop() ?? '';
    assert.deepEqual(await verified(app, authorization, id), { status: 'canceled', plan: 'team' });
    const page = await app.inject({ method: 'GET', url: url.pathname });
    assert.match(page.body, /This checkout is closed/);
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

  const completedEvent = (eventId: string, sessionId: string) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
    });

  const deliver = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/prod/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const planOf = async (userId: string) =>
    (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.plan ?? null;

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
    } finally {
      await new Promise<void>((resolve) => fakeStripe.close(() => resolve()));
    }
  });
});
