-- Sign-in paths of issue 3 besides the user pool's own: the SSO domain mapping, the backend basic-login
-- fallback's migration flag, and the hosted UI's OAuth state (server/identity/hosted-ui).

-- E-mail domain -> name of the identity provider the SPA passes to signInWithRedirect.
CREATE TABLE sso_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain)),
  provider_name text NOT NULL
);

-- A basic-auth user whose next correct basic login creates their identity-pool account.
ALTER TABLE users ADD COLUMN migrate_to_cognito boolean NOT NULL DEFAULT false;

-- Hosted UI tables, like 0002's: no reference to the API's tables.

-- The `identities` attribute of federated users: which external account each pool user stands for.
CREATE TABLE identity_federated_identities (
  provider_name text NOT NULL,
  provider_user_id text NOT NULL,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_name, provider_user_id)
);

CREATE INDEX identity_federated_identities_sub ON identity_federated_identities (sub);

-- /oauth2/authorize requests waiting for the user at the emulated identity provider's page.
CREATE TABLE identity_authorize_requests (
  id_hash text PRIMARY KEY,
  request text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Authorization codes: single use (used_at), short-lived, bound to client, redirect URI and PKCE challenge.
CREATE TABLE identity_authorization_codes (
  code_hash text PRIMARY KEY,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  scope text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Hosted-UI sign-in sessions behind its cookie; /logout ends them.
CREATE TABLE identity_hosted_sessions (
  id_hash text PRIMARY KEY,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  provider_name text NOT NULL,
  expires_at timestamptz NOT NULL
);
