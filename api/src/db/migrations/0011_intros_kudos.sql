-- The loop between the two sides (issue 14): double opt-in intro requests between a founder and an investor, kudos
-- (endorsements of a founder written through a one-time e-mailed link) and investors' requests for references.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

-- One request from one user to the other; founder_id and investor_user_id name the pair whichever way it goes. A
-- decline stays private: the requester's view shows it as pending until expires_at (computed, never rewritten).
CREATE TABLE intro_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investor_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  expires_at timestamptz NOT NULL,
  CONSTRAINT intro_requests_status_check CHECK (status IN ('pending', 'accepted', 'declined')),
  CONSTRAINT intro_requests_pair CHECK (
    (from_user_id = founder_id AND to_user_id = investor_user_id)
    OR (from_user_id = investor_user_id AND to_user_id = founder_id)
  ),
  CONSTRAINT intro_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);

CREATE INDEX intro_requests_from_created ON intro_requests (from_user_id, created_at);
CREATE INDEX intro_requests_to_user ON intro_requests (to_user_id);
CREATE INDEX intro_requests_pair_idx ON intro_requests (founder_id, investor_user_id);
-- A pair is introduced once.
CREATE UNIQUE INDEX intro_requests_one_accepted ON intro_requests (founder_id, investor_user_id)
  WHERE status = 'accepted';

-- Only the token's hash is kept: the link in the invitee's mailbox is the one copy of the secret.
CREATE TABLE kudos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invitee_email text NOT NULL,
  token_hash text NOT NULL,
  status text NOT NULL DEFAULT 'invited',
  author_name text,
  relation text,
  text text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  written_at timestamptz,
  approved_at timestamptz,
  CONSTRAINT kudos_token_hash_key UNIQUE (token_hash),
  CONSTRAINT kudos_status_check CHECK (status IN ('invited', 'written', 'approved', 'hidden')),
  -- Written (whatever became of it afterwards) exactly when the author's fields are there.
  CONSTRAINT kudos_written CHECK (
    (status = 'invited') = (written_at IS NULL)
    AND (written_at IS NULL) = (author_name IS NULL)
    AND (author_name IS NULL) = (relation IS NULL)
    AND (relation IS NULL) = (text IS NULL)
  )
);

CREATE INDEX kudos_founder_created ON kudos (founder_id, created_at);

-- "Request Kudo" on a founder's card: one per investor and founder.
CREATE TABLE reference_requests (
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investor_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (founder_id, investor_user_id)
);

-- An accepted intro on the timelines of both sides' deals.
ALTER TABLE deal_activities DROP CONSTRAINT deal_activities_kind_check;
ALTER TABLE deal_activities ADD CONSTRAINT deal_activities_kind_check CHECK (kind IN ('created', 'stage_changed',
  'note', 'email_sent', 'meeting', 'match_reasons', 'passed', 'reopened', 'imported', 'data_room_shared',
  'data_room_viewed', 'data_room_downloaded', 'data_room_access_requested', 'intro_accepted'));
