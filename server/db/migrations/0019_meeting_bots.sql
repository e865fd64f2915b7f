-- The meeting bot becomes a provider's (Recall.ai, server/bot/recall): which bot went to which meeting and
-- what of it the meeting has, and the status webhooks already processed. The in-process simulation and its
-- schedule (bot_runs) are gone: the provider (or its local emulator) keeps the bot's timeline.
DROP TABLE bot_runs;

-- One bot per meeting: a restart assigns a new one and the old one's events are ignored.
CREATE TABLE meeting_bots (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  bot_id text NOT NULL UNIQUE,
  join_at timestamptz,
  -- The last status change applied to the meeting: an older one arriving later changes nothing.
  status_at timestamptz,
  status_rank integer NOT NULL DEFAULT 0,
  recording_stored boolean NOT NULL DEFAULT false,
  transcript_stored boolean NOT NULL DEFAULT false,
  finished boolean NOT NULL DEFAULT false,
  -- Last webhook or poll of this bot: reconciliation asks the provider about bots quiet for too long.
  heard_at timestamptz NOT NULL DEFAULT now(),
  -- The copy of the recording and transcript in progress (one process at a time).
  collect_claimed_until timestamptz
);

CREATE INDEX meeting_bots_quiet_idx ON meeting_bots (heard_at) WHERE NOT finished;

-- Status webhooks already processed, by their webhook-id (svix-id): a replay changes nothing.
CREATE TABLE bot_webhook_events (
  webhook_id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
