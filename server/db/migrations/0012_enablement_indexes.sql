-- The enablement dashboard (issue 12) aggregates a team's finished meetings over a period: it walks from
-- the team's members to each one's meetings with status done whose start falls in the range. This partial
-- index is that walk; it carries every column of meetings the figures and filters read (the id finds the
-- coaching row through its primary key), so PostgreSQL answers from the index alone (an index-only scan).
-- Checked with EXPLAIN ANALYZE on PostgreSQL 15 over 100,000 meetings of 100 sellers (docs/benchmarks.md).

CREATE INDEX meetings_done_user_start_idx ON meetings (user_id, start_time)
  INCLUDE (id, company_id, duration_seconds, meeting_type, format)
  WHERE status = 'done';
