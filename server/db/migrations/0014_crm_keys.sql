-- A user's CRM API keys (PATCH /api/users/integrations/hubspot|rdstation|pipedrive, issue 11). The key is
-- sealed with server/crypto/secret-box.ts (AES-256-GCM, the context naming provider and user), so the
-- database alone never gives it away; key_last4 is what the settings page shows ("••••abcd"), kept apart
-- so reading the page never opens the key.
CREATE TABLE user_crm_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('hubspot', 'rdstation', 'pipedrive')),
  key_sealed text NOT NULL,
  key_last4 text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);
