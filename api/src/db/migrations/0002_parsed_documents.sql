-- Parsed documents: the deck's readable text (kept out of get-info; the matching engine reads it)
-- and the investor's thesis profile.

ALTER TABLE companies ADD COLUMN deck_text text NOT NULL DEFAULT '';

CREATE TABLE investor_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Parsed thesis: firmName, industries, stages, check sizes, geographies, thesisSummary.
  fields jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT investor_profiles_fields_object CHECK (jsonb_typeof(fields) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
