-- The Data Room (issue 13): a founder's documents (each with its stored versions), links shared with one viewer
-- e-mail each, the e-mailed codes and sessions that prove a viewer's address, requests to open restricted documents,
-- reading time per page, and the audit list of everything that happened in the room.
-- File bytes live in the file storage (disk or S3) under opaque keys; only the keys are here.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

CREATE TABLE data_room_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'document',
  category text NOT NULL,
  name text NOT NULL,
  -- Opens only for viewers whose access request the founder approved.
  restricted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT data_room_items_kind_check CHECK (kind IN ('document', 'pitch_deck')),
  CONSTRAINT data_room_items_category_check CHECK (category IN ('Business Documents', 'Legal Documents', 'Team'))
);

CREATE INDEX data_room_items_owner_id ON data_room_items (owner_id);
-- Every Update Pitchdeck adds a version to the one pitch-deck item.
CREATE UNIQUE INDEX data_room_items_one_pitch_deck ON data_room_items (owner_id) WHERE kind = 'pitch_deck';

-- An item without a version is pending (a placeholder for a document the founder still owes).
CREATE TABLE data_room_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES data_room_items (id) ON DELETE CASCADE,
  version integer NOT NULL CONSTRAINT data_room_versions_version_positive CHECK (version >= 1),
  storage_key text NOT NULL,
  file_type text NOT NULL,
  size_bytes bigint NOT NULL CONSTRAINT data_room_versions_size_range CHECK (size_bytes >= 0),
  page_count integer,
  -- The uploaded file's name: shown as a download's name only, never used to find the bytes.
  original_name text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT data_room_versions_storage_key_key UNIQUE (storage_key),
  CONSTRAINT data_room_versions_item_version_key UNIQUE (item_id, version),
  CONSTRAINT data_room_versions_file_type_check CHECK (file_type IN ('PDF', 'PNG', 'JPEG', 'XLSX', 'DOCX', 'PPTX'))
);

CREATE TABLE data_room_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The link's secret, kept so that its owner can copy the URL again (like a password-reset link, it only opens
  -- the door to the e-mail check). Looked up by its hash's value, so no comparison leaks timing.
  token text NOT NULL,
  token_hash text NOT NULL,
  email text NOT NULL CONSTRAINT data_room_links_email_lower CHECK (email = lower(email)),
  -- Last day the link works (inclusive, UTC); null: no expiry.
  expires_on date,
  allow_download boolean NOT NULL DEFAULT false,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_viewed_at timestamptz,
  CONSTRAINT data_room_links_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX data_room_links_owner_id ON data_room_links (owner_id);

-- E-mailed 6-digit codes: an HMAC of the code with the row's salt, never the code.
CREATE TABLE data_room_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  link_id uuid NOT NULL REFERENCES data_room_links (id) ON DELETE CASCADE,
  salt text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX data_room_codes_link_created ON data_room_codes (link_id, created_at);

CREATE TABLE data_room_sessions (
  token_hash text PRIMARY KEY,
  link_id uuid NOT NULL REFERENCES data_room_links (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX data_room_sessions_link_id ON data_room_sessions (link_id);

-- A viewer's request to open a restricted document: one per document and viewer e-mail (a decision is final).
CREATE TABLE data_room_access_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES data_room_items (id) ON DELETE CASCADE,
  link_id uuid NOT NULL REFERENCES data_room_links (id) ON DELETE CASCADE,
  email text NOT NULL,
  message text,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT data_room_access_requests_item_email_key UNIQUE (item_id, email),
  CONSTRAINT data_room_access_requests_status_check CHECK (status IN ('pending', 'approved', 'denied'))
);

-- Seconds per page of one visit (one opening of one document); reports add to them.
CREATE TABLE data_room_page_views (
  visit_id uuid NOT NULL,
  page integer NOT NULL,
  item_id uuid NOT NULL REFERENCES data_room_items (id) ON DELETE CASCADE,
  link_id uuid NOT NULL REFERENCES data_room_links (id) ON DELETE CASCADE,
  email text NOT NULL,
  seconds double precision NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT data_room_page_views_pkey PRIMARY KEY (visit_id, page)
);

CREATE INDEX data_room_page_views_item_id ON data_room_page_views (item_id);

-- What happened in the room. No foreign key to the item: the line outlives a deleted document (item_name keeps it).
CREATE TABLE data_room_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  actor_email text,
  item_id uuid,
  item_name text,
  viewer_email text,
  link_id uuid,
  visit_id uuid,
  detail text,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT data_room_audit_kind_check CHECK (kind IN ('uploaded', 'deleted', 'shared', 'link_revoked', 'code_sent',
    'viewer_verified', 'viewed', 'downloaded', 'access_requested', 'access_approved', 'access_denied'))
);

CREATE INDEX data_room_audit_owner_time ON data_room_audit (owner_id, occurred_at DESC);
-- One "viewed" line per visit, even when two fetches of one opening race.
CREATE UNIQUE INDEX data_room_audit_one_view_per_visit ON data_room_audit (visit_id) WHERE kind = 'viewed';

-- Data-room events on the timelines of the deals whose counterpart has the viewer's e-mail.
ALTER TABLE deal_activities DROP CONSTRAINT deal_activities_kind_check;
ALTER TABLE deal_activities ADD CONSTRAINT deal_activities_kind_check CHECK (kind IN ('created', 'stage_changed',
  'note', 'email_sent', 'meeting', 'match_reasons', 'passed', 'reopened', 'imported', 'data_room_shared',
  'data_room_viewed', 'data_room_downloaded', 'data_room_access_requested'));
