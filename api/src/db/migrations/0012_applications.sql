-- Applications (issue 15): a founder's application to one programme of the catalogue shipped in the code
-- (api/src/modules/applications/catalogue.ts), with the answers Auto Apply drafted and the founder edited.
-- Keep to SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

-- One application per founder and programme. The answers are read and saved together, so they are one JSON array
-- ({questionId, question, sourceUrl, answer, needsInput, sources}), each keeping the question as it was drafted;
-- history holds every status with when it was set ({status, at}), oldest first.
CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  founder_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  programme_id text NOT NULL,
  status text NOT NULL DEFAULT 'drafting',
  history jsonb NOT NULL DEFAULT '[]'::jsonb,
  deadline date,
  drafter text NOT NULL,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applications_founder_programme_key UNIQUE (founder_id, programme_id),
  CONSTRAINT applications_status_check CHECK (status IN ('drafting', 'submitted', 'interview', 'accepted', 'rejected')),
  CONSTRAINT applications_drafter_check CHECK (drafter IN ('template', 'llm')),
  CONSTRAINT applications_history_array CHECK (jsonb_typeof(history) = 'array'),
  CONSTRAINT applications_answers_array CHECK (jsonb_typeof(answers) = 'array')
);
