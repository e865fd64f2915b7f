-- Follow-ups of a finished meeting (webhook, CRM note, e-mail) and the user's webhook with its deliveries
-- (issue 11). Plain PostgreSQL 15 SQL that PGlite runs too.

-- Who wrote a meeting log entry: the bot, or a follow-up run once the meeting is analysed ('webhook', 'crm',
-- 'email'), whose failure must show on the meeting's timeline instead of disappearing into the server log.
ALTER TABLE meeting_logs ADD COLUMN source text NOT NULL DEFAULT 'bot';

-- One webhook per user (PATCH /api/users/integrations/webhook). The signing secret is sealed with
-- server/crypto/secret-box.ts: the database alone never gives it away.
CREATE TABLE user_webhooks (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret_sealed text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every event sent (or to send) to a user's webhook. The row is the queue: the poller picks pending rows
-- whose next_attempt_at is due, so deliveries survive a restart. The id is the event id the receiver
-- deduplicates on; the body is kept as sent so every retry signs the same bytes.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Null for a test ping.
  meeting_id uuid REFERENCES meetings (id) ON DELETE CASCADE,
  event text NOT NULL,
  body text NOT NULL,
  -- pending (waiting for its next attempt), delivered (a 2xx answer), failed (attempts exhausted).
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  last_http_status integer,
  -- A pt-BR sentence saying why the last attempt failed.
  last_error text,
  next_attempt_at timestamptz,
  -- While one poller sends it, no other picks it (two servers on one database, or a slow attempt).
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);

CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id, created_at DESC);
