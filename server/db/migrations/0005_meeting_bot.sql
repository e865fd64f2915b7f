-- Meeting bot timeline, AI answers and enrichment. Plain PostgreSQL 15 SQL that PGlite runs too.

-- What the bot did, newest last: one row per lifecycle step (GET /api/meetings/{id}/logs).
CREATE TABLE meeting_logs (
  id bigserial PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL,
  sub_code text,
  message text NOT NULL
);

CREATE INDEX meeting_logs_meeting_idx ON meeting_logs (meeting_id, id);

-- The bot's pending schedule, persisted so a restarted server resumes it. run_id changes on every
-- restart of the bot, so a timer of an older run finds no row to advance and stops.
CREATE TABLE bot_runs (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  run_id uuid NOT NULL,
  scenario text NOT NULL,
  next_step integer NOT NULL,
  next_at timestamptz NOT NULL
);

-- Answers to the meeting template's questions: [{questionId, question, answer, sources}].
CREATE TABLE meeting_answers (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  template_id uuid REFERENCES templates (id) ON DELETE CASCADE,
  provider text NOT NULL,
  answers jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- Summary, next steps, topics, talk time and questions computed from the transcript.
CREATE TABLE meeting_enrichments (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  enrichment jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- When and by which AI provider the transcript was last improved (POST /api/transcriptions/{id}/improve).
ALTER TABLE transcriptions ADD COLUMN improved_at timestamptz;

ALTER TABLE transcriptions ADD COLUMN improved_by text;
