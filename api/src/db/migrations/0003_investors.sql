-- The investor corpus: funding rounds with their investors (the history, from CrunchBase 2013 and CSV imports)
-- and one profile per investor derived from it (src/modules/investors). Rows are only ever added, so that an
-- import can be re-run and change nothing.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

CREATE TABLE investment_rounds (
  -- Lower-cased company name: with the day, the key CrunchBase's files are joined on.
  company_key text NOT NULL,
  funded_at date NOT NULL,
  company_name text NOT NULL,
  category_code text,
  country_code text,
  region text,
  round_type text,
  raised_amount_usd bigint CONSTRAINT investment_rounds_amount_positive CHECK (raised_amount_usd > 0),
  -- The source that first recorded the round ("crunchbase-2013", "csv:<file>").
  source text NOT NULL,
  CONSTRAINT investment_rounds_pkey PRIMARY KEY (company_key, funded_at)
);

CREATE TABLE investments (
  company_key text NOT NULL,
  funded_at date NOT NULL,
  -- As the source spells it; investor_id groups spellings that differ only in case or punctuation.
  investor_name text NOT NULL,
  investor_id text NOT NULL,
  CONSTRAINT investments_pkey PRIMARY KEY (company_key, funded_at, investor_name),
  CONSTRAINT investments_round_fkey FOREIGN KEY (company_key, funded_at)
    REFERENCES investment_rounds (company_key, funded_at) ON DELETE CASCADE
);

CREATE INDEX investments_investor_id ON investments (investor_id);

CREATE TABLE investors (
  -- Slug of the name; stable across imports.
  id text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CONSTRAINT investors_kind_check CHECK (kind IN ('firm', 'person')),
  deal_count integer NOT NULL,
  last_investment_at date,
  -- The whole derived profile (sectors, stages, round sizes, regions, portfolio, co-investors).
  profile jsonb NOT NULL CONSTRAINT investors_profile_object CHECK (jsonb_typeof(profile) = 'object'),
  -- Comma-separated sources of the investor's rounds.
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX investors_deal_count ON investors (deal_count DESC, id);
