-- The investor's side of Pear (issue 14): the corpus investor a user has claimed, the investor's own edits and fund
-- layered over the parsed thesis, and portfolio companies the investor adds to the claimed history.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

-- One claim per user (a new claim replaces the old one). A firm may be claimed by several members; an angel
-- (investors.kind = 'person') by one user only, which the claim code enforces under a lock on the investors row (an
-- index cannot see investors.kind).
CREATE TABLE investor_claims (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  investor_id text NOT NULL REFERENCES investors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX investor_claims_investor_id ON investor_claims (investor_id, created_at);

-- investor_profiles.fields stays the parsed thesis (a re-upload replaces it whole); what the investor edits lives
-- beside it, so a new thesis never erases an edit. Both are partial objects: a key present (even as null) in
-- `edits` wins over the thesis; a key absent falls back to it. `fund` holds the fund's edited fields the same way.
ALTER TABLE investor_profiles
  ADD COLUMN edits jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT investor_profiles_edits_object CHECK (jsonb_typeof(edits) = 'object'),
  ADD COLUMN fund jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT investor_profiles_fund_object CHECK (jsonb_typeof(fund) = 'object');

-- Companies the investor adds by hand (the claimed history is read from the corpus, never copied here).
CREATE TABLE portfolio_companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  industry text,
  stage text,
  valuation_usd bigint CONSTRAINT portfolio_companies_valuation_range CHECK (valuation_usd >= 0),
  status text CONSTRAINT portfolio_companies_status_check CHECK (status IN ('Active', 'Exited')),
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX portfolio_companies_user_created ON portfolio_companies (user_id, created_at);
