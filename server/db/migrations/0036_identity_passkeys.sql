-- Passkeys of the identity service (issue 26): WebAuthn credentials, Cognito's StartWebAuthnRegistration,
-- CompleteWebAuthnRegistration, ListWebAuthnCredentials, DeleteWebAuthnCredential and the WEB_AUTHN sign-in.

-- One row per registered passkey. Only its public key is kept; the counter is the authenticator's signature
-- count, checked at every sign-in so a cloned authenticator is noticed.
CREATE TABLE identity_webauthn_credentials (
  credential_id text PRIMARY KEY,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  public_key text NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '[]',
  friendly_name text NOT NULL,
  relying_party_id text NOT NULL,
  authenticator_attachment text,
  created_at timestamptz NOT NULL
);

CREATE INDEX identity_webauthn_credentials_sub ON identity_webauthn_credentials (sub, created_at);

-- The registration a user started and has not completed: CompleteWebAuthnRegistration carries no session,
-- only the access token, so the challenge is kept per user; a new start replaces it.
CREATE TABLE identity_webauthn_registrations (
  sub text PRIMARY KEY REFERENCES identity_users (sub) ON DELETE CASCADE,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
