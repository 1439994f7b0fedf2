-- Media & Content (issue 15): links to podcasts, articles, videos and tweets about a founder, in the founder's order.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

CREATE TABLE media_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  -- Derived from the link's host when it is saved (contract detectPlatform), kept so listings need no recomputation.
  platform text NOT NULL,
  thumbnail_url text,
  -- The founder's order: ascending; gaps are harmless (a delete leaves one).
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT media_items_type_check CHECK (type IN ('Podcast', 'Article', 'Video', 'Tweet')),
  -- A link is listed once per founder.
  CONSTRAINT media_items_founder_url_key UNIQUE (founder_id, url)
);

CREATE INDEX media_items_founder_position ON media_items (founder_id, position);
