-- What a meeting's public link shows, when it stops working, and how often it was opened (issue 30). The
-- owner chooses per link; the seller's internal notes (objections, amounts and dates, the template's
-- answers) are off unless the owner turns them on, so a link made before this migration stops showing them.
ALTER TABLE meeting_shares ADD COLUMN show_recording boolean NOT NULL DEFAULT true;
ALTER TABLE meeting_shares ADD COLUMN show_transcript boolean NOT NULL DEFAULT true;
ALTER TABLE meeting_shares ADD COLUMN show_summary boolean NOT NULL DEFAULT true;
ALTER TABLE meeting_shares ADD COLUMN show_next_steps boolean NOT NULL DEFAULT true;
ALTER TABLE meeting_shares ADD COLUMN show_internal_notes boolean NOT NULL DEFAULT false;
-- The last São Paulo day the link opens; null: no expiry.
ALTER TABLE meeting_shares ADD COLUMN expires_on date;
-- Guests let in to the meeting (GET /api/share/meeting), and the database's time of the last one.
ALTER TABLE meeting_shares ADD COLUMN open_count integer NOT NULL DEFAULT 0;
ALTER TABLE meeting_shares ADD COLUMN last_opened_at timestamptz;
