-- Daily report e-mails (server/domain/daily-reports/): what each report covers, when it goes out, and the
-- last day sent, so a restart neither loses nor repeats a day.

CREATE TABLE daily_report_configs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  recipients text[] NOT NULL,
  -- Covered teams and sellers of the company; ids that no longer exist are ignored when the report is written.
  team_ids uuid[] NOT NULL DEFAULT '{}',
  seller_ids uuid[] NOT NULL DEFAULT '{}',
  -- 'HH:MM' in America/Sao_Paulo; zero-padded, so text order is time order.
  time_of_day text NOT NULL CHECK (time_of_day ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  email_enabled boolean NOT NULL DEFAULT true,
  -- The São Paulo day of the last report sent (or counted as done when the schedule was set).
  last_sent_on date,
  -- A process sending the report holds it until then; another process skips it, and after a crash the lease
  -- runs out and the report is sent by the next one.
  claim_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX daily_report_configs_company_idx ON daily_report_configs (company_id, created_at);
