-- Bot config (server/domain/bot-config/): how each company's meeting bot presents itself in calls. No row
-- means the defaults (the default name, no picture, picture shown when there is one, no privacy e-mail).

CREATE TABLE company_bot_config (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  -- NULL: the default name (src/services/api/schemas/bot-config.ts defaultBotName).
  name text,
  -- The picture's bytes (at most 1 MB, checked by the service) and the type read from its content. A new
  -- image_id per picture: the signed links of a replaced or removed picture stop working.
  image bytea,
  image_content_type text,
  image_id uuid,
  image_status text NOT NULL DEFAULT 'active' CHECK (image_status IN ('active', 'inactive')),
  privacy_email_enabled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((image IS NULL) = (image_id IS NULL) AND (image IS NULL) = (image_content_type IS NULL))
);

-- The privacy notice goes once per meeting, whatever the bot's restarts: the first join claims the row.
CREATE TABLE meeting_privacy_notices (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);
