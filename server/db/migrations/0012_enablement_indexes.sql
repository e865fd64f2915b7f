-- The enablement dashboard (issue 12) aggregates a team's finished meetings over a period: the members'
-- meetings with status done whose start falls in the range. One partial index per member and start time
-- serves every figure; it carries the columns the stat cards and filters read, so most queries never
-- visit the table. The coaching rows are found through their primary key (meeting_id).

CREATE INDEX meetings_done_user_start_idx ON meetings (user_id, start_time)
  INCLUDE (company_id, duration_seconds, meeting_type, format)
  WHERE status = 'done';
