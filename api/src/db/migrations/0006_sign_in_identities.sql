-- Sign-in hardening (issue 11): accounts are found by the identity provider's (issuer, subject), and the browser
-- gets a one-time login code instead of the session token.

-- Who may sign in as which user: one row per (issuer, subject) an ID token vouched for. `email` is what the
-- provider said at link time and `email_verified` whether it vouched for it (kept for audits and support).
-- Pre-existing users get no row here: their issuer was never recorded, so (issuer, subject) cannot be derived. They
-- are linked on their next sign-in, either by users.oidc_subject plus the same e-mail (the subject they signed up
-- with) or by a verified e-mail; see signIn in api/src/modules/users/users.ts.
CREATE TABLE identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  email_verified boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT identities_pkey PRIMARY KEY (issuer, subject)
);

CREATE INDEX identities_user_id ON identities (user_id);

-- One-time login codes: the callback hands the browser a code, the page trades it (with the nonce it kept) for the
-- session token. Only SHA-256 hashes are stored: a leaked table row cannot be redeemed. A row is deleted when it is
-- redeemed or refused, so each code works at most once.
CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the nonce the sign-in page kept in sessionStorage: the code only works in that browser tab.
  nonce_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_codes_expires_at ON login_codes (expires_at);
