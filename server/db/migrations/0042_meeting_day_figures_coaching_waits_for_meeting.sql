-- The dashboard's rollup (0041) on PostgreSQL with several connections. A coaching row written while another
-- transaction changes its meeting's status, start, owner or the like is counted by neither trigger: each reads
-- the other's row as it was before (the coaching trigger a meeting not yet finished, the meeting trigger no
-- coaching row yet), so the rollup missed that call's coaching figures. The coaching trigger now locks its
-- meeting (FOR SHARE, whatever its status, before reading it): a meeting's writer waits for the coaching
-- row's transaction and then reads it, and a coaching row waits for the meeting's writer and then reads the
-- meeting as it was left. Only the meeting row is locked, and only until the coaching row's transaction ends.
-- PGlite has one connection, where this never happened.
CREATE OR REPLACE FUNCTION meeting_day_figures_coaching_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  meeting meetings;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO meeting FROM meetings WHERE id = OLD.meeting_id FOR SHARE;
    IF FOUND AND meeting.status = 'done' THEN PERFORM meeting_day_figures_add(meeting, OLD, 0, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO meeting FROM meetings WHERE id = NEW.meeting_id FOR SHARE;
    IF FOUND AND meeting.status = 'done' THEN PERFORM meeting_day_figures_add(meeting, NEW, 0, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;
