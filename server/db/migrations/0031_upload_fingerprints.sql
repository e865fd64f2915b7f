-- Uploads survive a closed tab (issue 29, item 4). The browser sends a fingerprint of the file with the upload
-- (SHA-256 of its first and last chunks and its size); reopening the app lists the caller's unfinished uploads,
-- and a file chosen again must match name, size and fingerprint before the transfer resumes from what the
-- server has. NULL for uploads created before this column (name and size are then all there is to check).
ALTER TABLE uploads ADD COLUMN fingerprint text;

-- The caller's unfinished uploads, read on every visit of the meeting list: only the few still waiting.
CREATE INDEX uploads_unfinished_idx ON uploads (user_id, created_at) WHERE status IN ('pending', 'uploading');
