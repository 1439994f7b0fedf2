-- Subscription lifecycle (issue 11): Stripe's customer.subscription.* and invoice.payment_failed events change a
-- subscription's status and period end, and the local checkout page's link can be opened once.

-- past_due: a payment failed and Stripe is retrying; unpaid: Stripe gave up (or the first payment never came).
-- Neither counts as a paid plan (src/modules/plans/quota.ts).
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'past_due', 'unpaid', 'canceled'));

-- Stripe's subscription id (sub_…): lifecycle events name the subscription, not the user.
ALTER TABLE subscriptions ADD COLUMN provider_subscription_id text;
CREATE UNIQUE INDEX subscriptions_provider_subscription_id_key ON subscriptions (provider_subscription_id);

-- When the event that last changed this row was created at Stripe: Stripe does not deliver events in order, and an
-- older event must not undo a newer one.
ALTER TABLE subscriptions ADD COLUMN provider_event_at timestamptz;

-- The local checkout link carries a one-time ticket; opening the page redeems it (a replayed link is refused).
ALTER TABLE checkout_sessions ADD COLUMN ticket_redeemed_at timestamptz;
