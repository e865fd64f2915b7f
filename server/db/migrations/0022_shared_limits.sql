-- Servers share their limits and keys (issue 15): several app servers on one PostgreSQL must count one
-- budget per user or address, and must seal and sign with one key.

-- The recent hits of one key of one limit ('<limit>:<key>'), oldest first: a sliding window every server
-- reads and extends in one upsert (the row lock orders concurrent requests). expires_at: when the newest
-- hit ages out of its window, after which the row can go.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_at);

-- Which key the servers of this database use for one purpose ('secret-box'): the key's public id (a short
-- hash, never the key), recorded by the first server to start, so a server with another key refuses to start
-- instead of sealing values the others cannot open.
CREATE TABLE installation_keys (
  purpose text PRIMARY KEY,
  key_id text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
