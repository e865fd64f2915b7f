-- Local identity service (server/identity): a Cognito-compatible user pool. Self-contained: no
-- reference to the API's tables, so the identity service can be swapped for the real Cognito.

-- One row per user. The password is never stored: only the SRP salt and verifier (v = g^x mod N).
CREATE TABLE identity_users (
  sub text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  email_verified boolean NOT NULL DEFAULT true,
  given_name text,
  family_name text,
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'UNCONFIRMED', 'RESET_REQUIRED')),
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Token signing keys, generated once so that tokens survive a restart.
CREATE TABLE identity_signing_keys (
  kid text PRIMARY KEY,
  private_jwk text NOT NULL,
  public_jwk text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in (token family): the refresh token, stored hashed, and its origin_jti, which the
-- id and access tokens of the family carry too, so revoking the row revokes all of them.
CREATE TABLE identity_refresh_tokens (
  origin_jti text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  event_id text NOT NULL,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX identity_refresh_tokens_sub ON identity_refresh_tokens (sub);

-- Sign-in challenges in progress (SRP state, new password required...), keyed by a hash of the
-- secret handed to the client (SECRET_BLOCK or Session). Short-lived and used once.
CREATE TABLE identity_auth_sessions (
  id_hash text PRIMARY KEY,
  challenge text NOT NULL,
  username text NOT NULL,
  state text NOT NULL,
  expires_at timestamptz NOT NULL
);
