-- The founder's video pitch (issue 15): one per founder, its bytes in file storage under storage_key. Format,
-- content type and duration were read from the container when it was uploaded. A playback link names the storage
-- key, so replacing or deleting the video (a new key, or no row) ends every link to the old one.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.
CREATE TABLE video_pitches (
  founder_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  format text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  duration_seconds double precision NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT video_pitches_storage_key_key UNIQUE (storage_key),
  CONSTRAINT video_pitches_format_check CHECK (format IN ('MP4', 'WebM')),
  CONSTRAINT video_pitches_size_check CHECK (size_bytes > 0),
  CONSTRAINT video_pitches_duration_check CHECK (duration_seconds >= 0)
);
