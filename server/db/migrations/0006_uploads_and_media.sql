-- Uploaded recordings and transcript files (server/routes/upload.ts) and the media files a meeting can play
-- (server/routes/media.ts). The bytes live on disk under DATA_DIR/media; these rows say what they are.

CREATE TABLE uploads (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('audio', 'video', 'transcript')),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  -- Bytes on disk so far; a resumed PUT continues from here.
  bytes_received bigint NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'uploading', 'uploaded', 'processing', 'done', 'failed', 'cancelled')),
  transcription_status text NOT NULL DEFAULT 'not_started'
    CHECK (transcription_status IN ('not_started', 'processing', 'done', 'failed', 'waiting_provider')),
  -- Portuguese explanation shown with the status when the pipeline waits or failed.
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX uploads_company_id_idx ON uploads (company_id);

-- One playable recording per meeting and kind; `storage_key` is the file name under DATA_DIR/media.
CREATE TABLE meeting_media (
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('video', 'audio')),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, kind)
);
