-- Payments: the founder's subscription (it sets the daily match quota), checkout sessions and handled webhook events.

CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan text NOT NULL CONSTRAINT subscriptions_plan_check CHECK (plan IN ('basic', 'pro', 'team')),
  status text NOT NULL CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'canceled')),
  current_period_end timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Checkout sessions, Stripe's or the local provider's; the success page verifies against this table.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan text NOT NULL CONSTRAINT checkout_sessions_plan_check CHECK (plan IN ('basic', 'pro', 'team')),
  provider text NOT NULL CONSTRAINT checkout_sessions_provider_check CHECK (provider IN ('stripe', 'local')),
  status text NOT NULL DEFAULT 'open' CONSTRAINT checkout_sessions_status_check CHECK (status IN ('open', 'paid', 'canceled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);

-- Every webhook event handled, by its id: a replayed event changes nothing.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
