-- People administration (issue 27): invitations, leaving people out, and the company's audit log.

-- An invited person has invited_at and, until their first authenticated call (accepted_at), is "invited";
-- past invitation_expires_at (the pool's temporary password validity) without accepting, "expired".
-- People created before this migration (or by sign-up) have no invitation and count as active.
ALTER TABLE users ADD COLUMN invited_at timestamptz;
ALTER TABLE users ADD COLUMN invitation_expires_at timestamptz;
ALTER TABLE users ADD COLUMN accepted_at timestamptz;
-- Left out: cannot sign in, and their bearer tokens are refused; their meetings stay with the company.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- Every administrative action on people and teams, written in the transaction of the change. `position`
-- orders entries written in one transaction (they share now()); pages are read newest first by it.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  position bigint GENERATED ALWAYS AS IDENTITY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null for the system; kept (SET NULL) when the actor's account is later removed.
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('user', 'team', 'company')),
  -- The target's id and name as they were: a cancelled invitation or a deleted team leaves no row to join.
  target_id text NOT NULL,
  target_name text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_log_company_position_idx ON audit_log (company_id, position DESC);

-- The embedded identity service's admin operations (AdminDisableUser / AdminEnableUser, AdminCreateUser's
-- temporary password, which expires after the pool's TemporaryPasswordValidityDays).
ALTER TABLE identity_users ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE identity_users ADD COLUMN temporary_password_expires_at timestamptz;
