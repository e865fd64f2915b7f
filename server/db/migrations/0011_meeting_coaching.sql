-- Coaching metrics of a finished meeting (issue 12), computed once from its transcript's timed segments
-- (src/domain/coaching/) when the meeting is analysed, so the enablement dashboard aggregates them in SQL.
-- Raw sums are kept beside the ratios so a team's figure is weighted by time, not averaged per call.

CREATE TABLE meeting_coaching (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  -- Seconds spoken by the seller's side and by everyone else.
  seller_talk_seconds real NOT NULL,
  client_talk_seconds real NOT NULL,
  -- Null when no speaker could be recognised as the seller's side.
  talk_ratio real,
  longest_monologue_seconds real,
  longest_customer_story_seconds real,
  seller_questions integer,
  client_questions integer,
  patience_seconds real,
  switches_per_minute real,
  words_per_minute real,
  seller_words integer NOT NULL DEFAULT 0,
  filler_words integer NOT NULL DEFAULT 0,
  filler_share real,
  -- Whether the enrichment found a next step; the dashboard's "com próximos passos".
  has_next_steps boolean NOT NULL DEFAULT false,
  -- What the meeting page shows beside the figures: the speakers read as the seller's side and the
  -- out-of-band moments (coachingMomentSchema), kept with the figures so page and dashboard agree.
  seller_speakers jsonb NOT NULL DEFAULT '[]'::jsonb,
  moments jsonb NOT NULL DEFAULT '[]'::jsonb,
  computed_at timestamptz NOT NULL DEFAULT now()
);
