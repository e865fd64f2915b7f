-- Local identity service, second part: MFA, attributes beyond the columns, e-mailed codes and
-- throttling (server/identity). Still self-contained: no reference to the API's tables.

-- TOTP: the secret once verified (AssociateSoftwareToken + VerifySoftwareToken), and whether it is on.
ALTER TABLE identity_users ADD COLUMN totp_secret text;
ALTER TABLE identity_users ADD COLUMN totp_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE identity_users ADD COLUMN email_mfa_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE identity_users ADD COLUMN preferred_mfa text CHECK (preferred_mfa IN ('SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'));
-- The pool requires MFA of this user and none is set up yet: sign-in answers MFA_SETUP.
ALTER TABLE identity_users ADD COLUMN mfa_setup_required boolean NOT NULL DEFAULT false;
-- A TOTP secret handed out by AssociateSoftwareToken (access token flavour) and not yet verified.
ALTER TABLE identity_users ADD COLUMN pending_totp_secret text;
-- Every attribute without a column of its own (custom:*, locale...), as a JSON object of strings.
ALTER TABLE identity_users ADD COLUMN attributes text NOT NULL DEFAULT '{}';
-- A new e-mail waiting for VerifyUserAttribute; the current one stays in force until then.
ALTER TABLE identity_users ADD COLUMN pending_email text;

-- Codes sent by e-mail (ForgotPassword, attribute verification), one live code per user and purpose,
-- stored hashed.
CREATE TABLE identity_codes (
  username text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (username, purpose)
);

-- Events counted for throttling: failed passwords, password resets and changes.
CREATE TABLE identity_throttle_events (
  username text NOT NULL,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL
);

CREATE INDEX identity_throttle_events_lookup ON identity_throttle_events (username, kind, occurred_at);
