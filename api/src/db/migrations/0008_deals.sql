-- The deal-flow CRM (issue 12): a deal belongs to its owner (a founder today, an investor later) and points at
-- exactly one counterpart: a corpus investor, a platform user, or a free-form contact. Its timeline is one table of
-- typed entries; "last contact" is the newest entry's time, derived rather than stored.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

CREATE TABLE deals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investor_id text REFERENCES investors (id) ON DELETE CASCADE,
  counterpart_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  contact_name text,
  contact_firm text,
  contact_email text,
  contact_linkedin_url text,
  contact_photo_url text,
  stage text NOT NULL DEFAULT 'Lead',
  -- "Seed 2026"; '' when not given, so that the uniqueness below also holds for deals without a round.
  round text NOT NULL DEFAULT '',
  amount_usd bigint CONSTRAINT deals_amount_usd_range CHECK (amount_usd >= 0),
  next_follow_up date,
  intro_source text,
  outcome text NOT NULL DEFAULT 'open',
  pass_reason text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deals_stage_check CHECK (stage IN ('Introduced', 'Lead', 'Contacted', 'Interested', 'Data Shared',
    'Meetings', 'Due Diligence', 'Committed', 'Closed')),
  CONSTRAINT deals_outcome_check CHECK (outcome IN ('open', 'passed', 'closed')),
  -- A pass always has its reason; nothing else has one.
  CONSTRAINT deals_pass_reason CHECK ((outcome = 'passed') = (pass_reason IS NOT NULL)),
  -- Exactly one kind of counterpart; a free-form contact has at least a name, and contact fields only go with it.
  CONSTRAINT deals_one_counterpart CHECK (
    (CASE WHEN investor_id IS NULL THEN 0 ELSE 1 END)
    + (CASE WHEN counterpart_user_id IS NULL THEN 0 ELSE 1 END)
    + (CASE WHEN contact_name IS NULL THEN 0 ELSE 1 END) = 1
  ),
  CONSTRAINT deals_contact_fields CHECK (
    contact_name IS NOT NULL
    OR (contact_firm IS NULL AND contact_email IS NULL AND contact_linkedin_url IS NULL AND contact_photo_url IS NULL)
  )
);

CREATE INDEX deals_owner_id ON deals (owner_id);
-- The same counterpart is tracked once per round (across rounds as often as needed).
CREATE UNIQUE INDEX deals_owner_investor_round ON deals (owner_id, investor_id, lower(round))
  WHERE investor_id IS NOT NULL;
CREATE UNIQUE INDEX deals_owner_user_round ON deals (owner_id, counterpart_user_id, lower(round))
  WHERE counterpart_user_id IS NOT NULL;
CREATE UNIQUE INDEX deals_owner_contact_round ON deals (owner_id, lower(contact_name), lower(coalesce(contact_firm, '')), lower(round))
  WHERE contact_name IS NOT NULL;

CREATE TABLE deal_activities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  -- The payload's shape per kind is @pear/contract's dealActivityPayloadSchemas.
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT deal_activities_payload_object CHECK (jsonb_typeof(payload) = 'object'),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deal_activities_kind_check CHECK (kind IN ('created', 'stage_changed', 'note', 'email_sent', 'meeting',
    'match_reasons', 'passed', 'reopened', 'imported'))
);

CREATE INDEX deal_activities_deal_time ON deal_activities (deal_id, occurred_at DESC);
