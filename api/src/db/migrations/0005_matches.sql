-- Matches shown to founders: one row per founder and investor, so an investor is never shown twice.

CREATE TABLE matches (
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investor_id text NOT NULL REFERENCES investors (id) ON DELETE CASCADE,
  -- The UTC day the match was revealed on; today's rows are today's matches and count against the quota.
  day date NOT NULL,
  score integer NOT NULL CONSTRAINT matches_score_range CHECK (score BETWEEN 0 AND 100),
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (founder_id, investor_id)
);
CREATE INDEX matches_founder_day ON matches (founder_id, day);
