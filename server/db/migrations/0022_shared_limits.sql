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

-- What every server of this database must hold alike, when the configuration does not give it: on
-- PostgreSQL the key behind the secret box and signed URLs when SECRETS_KEY is unset ('secrets-key'), and the
-- hosted UI's self-signed TLS certificate when TLS_CERT_FILE is unset ('hosted-ui-tls'). The first server to
-- start writes it; the others read it.
CREATE TABLE installation_secrets (
  purpose text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
