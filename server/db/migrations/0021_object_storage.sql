-- Object storage (MEDIA_STORE=s3): the browser sends an upload's bytes straight to the bucket as a multipart
-- upload. Its state lives here, not in one server's memory, so every part can go through any app server.

-- The bucket's UploadId of the multipart upload under way; NULL with local disk or when none is open.
ALTER TABLE uploads ADD COLUMN multipart_upload_id text;

-- The parts the bucket stored, each with the ETag it answered: a resumed upload sends only the missing
-- parts, and completion lists them in order (some S3-compatible services have no ListParts).
CREATE TABLE upload_parts (
  meeting_id uuid NOT NULL REFERENCES uploads (meeting_id) ON DELETE CASCADE,
  part_number integer NOT NULL CHECK (part_number BETWEEN 1 AND 10000),
  etag text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, part_number)
);
