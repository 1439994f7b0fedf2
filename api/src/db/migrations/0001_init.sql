-- Users, founder data and the early-access list.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CONSTRAINT users_email_lower CHECK (email = lower(email)),
  name text NOT NULL,
  avatar text,
  role text NOT NULL CONSTRAINT users_role_check CHECK (role IN ('founder', 'investor')),
  oidc_subject text,
  -- Parsed resume (spec §3 "user.profile"); {} until one is uploaded.
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email)
);

-- Spec §3 founder keys ("Title/Position", Location, "LinkedIn Url", ...) kept verbatim in one object.
CREATE TABLE founder_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  fields jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT founder_profiles_fields_object CHECK (jsonb_typeof(fields) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  fields jsonb NOT NULL DEFAULT '{}'::jsonb CONSTRAINT companies_fields_object CHECK (jsonb_typeof(fields) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE early_access_signups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  linkedin text,
  role text NOT NULL CONSTRAINT early_access_signups_role_check CHECK (role IN ('founder', 'investor')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Named like PostgREST's unique-constraint errors; lower() makes the check case-insensitive.
CREATE UNIQUE INDEX early_access_signups_email_key ON early_access_signups (lower(email));
