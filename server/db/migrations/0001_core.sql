-- Core tables of the /api contract. Plain PostgreSQL 15 SQL that PGlite runs too; one statement per block.
-- Every row that belongs to a customer carries company_id so that every query can be scoped by it.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The author; null for templates the company starts with.
  user_id uuid,
  name text NOT NULL,
  is_shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE template_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  UNIQUE (template_id, position)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email_address text NOT NULL,
  first_name text,
  last_name text,
  is_admin boolean NOT NULL DEFAULT false,
  import_meeting integer NOT NULL DEFAULT 0,
  email_meeting integer NOT NULL DEFAULT 0,
  template_id uuid REFERENCES templates (id) ON DELETE SET NULL,
  is_default_template boolean NOT NULL DEFAULT false,
  reset_password boolean NOT NULL DEFAULT false,
  is_gmeet_connected boolean NOT NULL DEFAULT false,
  is_outlook_connected boolean NOT NULL DEFAULT false,
  is_outlook_legacy boolean NOT NULL DEFAULT false,
  -- The identity provider's `sub`; bearer tokens find their user through it.
  cognito_id text UNIQUE,
  auth_type text NOT NULL DEFAULT 'cognito' CHECK (auth_type IN ('cognito', 'basic')),
  -- scrypt hash of the password of legacy basic-auth users; null for cognito users.
  basic_password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_address_key ON users (lower(email_address));

CREATE INDEX users_company_id_idx ON users (company_id);

ALTER TABLE templates ADD CONSTRAINT templates_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX teams_company_id_idx ON teams (company_id);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Free text as the upstream backend stores it ('member', 'admin', 'MASTER'...); compared case-insensitively.
  role text NOT NULL,
  PRIMARY KEY (team_id, user_id)
);

-- Leaders are found by user; the primary key already serves lookups by team.
CREATE INDEX team_members_user_id_idx ON team_members (user_id);

CREATE TABLE meetings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
  template_id uuid REFERENCES templates (id) ON DELETE SET NULL,
  title text NOT NULL,
  meeting_url text,
  platform text NOT NULL CHECK (platform IN ('google_meet', 'zoom', 'teams', 'upload')),
  meeting_type text NOT NULL CHECK (meeting_type IN ('INTERNAL', 'EXTERNAL')),
  format text NOT NULL DEFAULT 'VIDEO' CHECK (format IN ('VIDEO', 'AUDIO')),
  -- Not constrained: bot providers add status codes, and the API contract rejects unknown ones on the way out.
  status text NOT NULL,
  exit_reason text,
  is_enabled boolean NOT NULL DEFAULT true,
  start_time timestamptz NOT NULL,
  duration_seconds integer CHECK (duration_seconds >= 0),
  -- [{ "name": text, "email": text | null }]
  participants jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The list query: newest first within a company, optionally narrowed to one owner.
CREATE INDEX meetings_company_start_idx ON meetings (company_id, start_time DESC, id DESC);

CREATE INDEX meetings_user_start_idx ON meetings (user_id, start_time DESC, id DESC);

CREATE INDEX meetings_team_id_idx ON meetings (team_id);

CREATE TABLE transcriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  meeting_id uuid NOT NULL UNIQUE REFERENCES meetings (id) ON DELETE CASCADE,
  -- [{ "speaker": text, "startSeconds": number, "endSeconds": number, "text": text }]
  segments jsonb NOT NULL DEFAULT '[]'::jsonb,
  language text NOT NULL DEFAULT 'pt-BR',
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'done', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
