-- A meeting shared behind a password (server/routes/share.ts): one row while its public link is on.
-- Turning the link off deletes the row, so the share id is forgotten and turning it on again makes a new one.

CREATE TABLE meeting_shares (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  -- The random id in /s/{share_id}, also the user name of the guests' Basic credentials.
  share_id text NOT NULL UNIQUE,
  -- server/http/passwords.ts format (scrypt); the password itself is never stored.
  password_hash text NOT NULL,
  password_set_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
