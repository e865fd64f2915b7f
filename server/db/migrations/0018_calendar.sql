-- Calendars (issue 10): a user's connected Google / Outlook calendar, the OAuth states waiting for their
-- callback, and which calendar event a meeting came from.

-- One connection per user and calendar. The tokens (access + refresh, as JSON) are sealed with
-- server/crypto/secret-box.ts, the context naming the calendar and the user, so the database alone never
-- gives them away. needs_reconnect: the provider refused a refresh; the user has to connect again.
CREATE TABLE calendar_connections (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('google', 'outlook')),
  account_email text NOT NULL,
  tokens_sealed text NOT NULL,
  expires_at timestamptz NOT NULL,
  needs_reconnect boolean NOT NULL DEFAULT false,
  connected_at timestamptz NOT NULL DEFAULT now(),
  last_sync_at timestamptz,
  -- 'ok' or 'failed'; the sentence of a failure and the counts of the last sync for the settings page.
  last_sync_outcome text CHECK (last_sync_outcome IN ('ok', 'failed')),
  last_sync_error text,
  last_sync_counts jsonb,
  -- The interval sync's claim: the process that set it syncs this connection; another one skips it.
  sync_claimed_until timestamptz,
  PRIMARY KEY (user_id, kind)
);

-- What the interval sync looks for: connections whose last sync is oldest.
CREATE INDEX calendar_connections_last_sync_idx ON calendar_connections (last_sync_at NULLS FIRST);

-- The OAuth `state` sent to a consent page, checked by the callback and used once. Outlook's PKCE code
-- verifier waits here (sealed) between GET /api/setauthcalendaroutlook and the callback; Google's has none.
CREATE TABLE calendar_oauth_states (
  state text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('google', 'outlook')),
  verifier_sealed text,
  expires_at timestamptz NOT NULL
);

-- The calendar event (one occurrence) a meeting was imported from, so the next sync finds it instead of
-- adding it again. calendar_cancelled_at: the sync held the meeting back because its event was cancelled or
-- left the calendar (an event that comes back is let in again; a meeting its owner disabled is not).
ALTER TABLE meetings ADD COLUMN calendar_kind text CHECK (calendar_kind IN ('google', 'outlook'));

ALTER TABLE meetings ADD COLUMN calendar_event_id text;

ALTER TABLE meetings ADD COLUMN calendar_cancelled_at timestamptz;

CREATE UNIQUE INDEX meetings_calendar_event_idx ON meetings (user_id, calendar_kind, calendar_event_id)
  WHERE calendar_event_id IS NOT NULL;
