-- The meeting list at 100,000 meetings of one company (issue 29, item 1), after 0033: plans and figures,
-- before and after, in docs/benchmarks.md.

-- A status filter matches a few percent of the company (failed, scheduled, recording): from this index its
-- count and its page read only those meetings, instead of every entry of the company's index. Owner and type
-- are carried, so a team or type filter on top is checked in the index too.
CREATE INDEX meetings_company_status_idx ON meetings (company_id, status, start_time DESC, id DESC)
  INCLUDE (user_id, meeting_type);

-- A seller's or a leader's list starts from each visible owner's own meetings (meeting-visibility.ts): with
-- the company, status and type carried, their count is read from this index alone. It replaces 0001's
-- index of the same keys.
CREATE INDEX meetings_user_list_idx ON meetings (user_id, start_time DESC, id DESC)
  INCLUDE (company_id, status, meeting_type);

DROP INDEX meetings_user_start_idx;
