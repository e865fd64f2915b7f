-- What each company has turned on (GET /api/company-features, server/domain/company-features/). One row per
-- company and feature that someone decided about; a feature without a row is on, so a new company starts
-- with everything and a feature added later reaches every company without a data migration.

CREATE TABLE company_features (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  feature text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, feature)
);
