-- The enablement dashboard's quarter at 100,000 calls (issue 29): every figure summed from one row per seller,
-- São Paulo day, type and format instead of aggregating each finished meeting with its coaching row per
-- request (docs/benchmarks.md, "Team dashboard"). The rows hold sums and counts, never averages, so any set
-- of days adds up to exactly what the meetings themselves would give: an average is a sum over a count.

-- One row per finished meeting with what it adds to its day's row (the backfill below and the dashboard's
-- reads of the partial days at a period's edges, enablement-figures-source.ts). Keep it in step with
-- meeting_day_figures_add, which computes the same from a meeting row and its coaching row in a trigger.
CREATE VIEW done_meeting_figures AS
SELECT m.company_id, m.user_id, m.start_time, (m.start_time AT TIME ZONE 'America/Sao_Paulo')::date AS day,
       m.meeting_type, m.format,
       1 AS meetings,
       coalesce(m.duration_seconds, 0)::bigint AS duration_sum,
       (m.duration_seconds IS NOT NULL)::int AS duration_count,
       (c.has_next_steps IS TRUE)::int AS next_steps_count,
       -- The talk shares weigh seconds only over calls whose seller's side was recognised.
       CASE WHEN c.talk_ratio IS NOT NULL THEN c.seller_talk_seconds::float8 ELSE 0 END AS seller_talk_sum,
       CASE WHEN c.talk_ratio IS NOT NULL THEN c.client_talk_seconds::float8 ELSE 0 END AS client_talk_sum,
       coalesce(c.longest_monologue_seconds::float8, 0) AS monologue_sum,
       (c.longest_monologue_seconds IS NOT NULL)::int AS monologue_count,
       coalesce(c.longest_customer_story_seconds::float8, 0) AS customer_story_sum,
       (c.longest_customer_story_seconds IS NOT NULL)::int AS customer_story_count,
       coalesce(c.seller_questions, 0)::bigint AS seller_questions_sum,
       (c.seller_questions IS NOT NULL)::int AS seller_questions_count,
       coalesce(c.client_questions, 0)::bigint AS client_questions_sum,
       (c.client_questions IS NOT NULL)::int AS client_questions_count,
       coalesce(c.patience_seconds::float8, 0) AS patience_sum,
       (c.patience_seconds IS NOT NULL)::int AS patience_count,
       coalesce(c.switches_per_minute::float8, 0) AS switches_sum,
       (c.switches_per_minute IS NOT NULL)::int AS switches_count,
       coalesce(c.words_per_minute::float8, 0) AS words_per_minute_sum,
       (c.words_per_minute IS NOT NULL)::int AS words_per_minute_count,
       coalesce(c.filler_share::float8, 0) AS filler_share_sum,
       (c.filler_share IS NOT NULL)::int AS filler_share_count
  FROM meetings m LEFT JOIN meeting_coaching c ON c.meeting_id = m.id
 WHERE m.status = 'done';

-- Integer sums stay integers so the averages of durations and questions divide exactly as avg() does.
CREATE TABLE meeting_day_figures (
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  day date NOT NULL,
  meeting_type text NOT NULL,
  format text NOT NULL,
  meetings integer NOT NULL,
  duration_sum bigint NOT NULL,
  duration_count integer NOT NULL,
  next_steps_count integer NOT NULL,
  seller_talk_sum float8 NOT NULL,
  client_talk_sum float8 NOT NULL,
  monologue_sum float8 NOT NULL,
  monologue_count integer NOT NULL,
  customer_story_sum float8 NOT NULL,
  customer_story_count integer NOT NULL,
  seller_questions_sum bigint NOT NULL,
  seller_questions_count integer NOT NULL,
  client_questions_sum bigint NOT NULL,
  client_questions_count integer NOT NULL,
  patience_sum float8 NOT NULL,
  patience_count integer NOT NULL,
  switches_sum float8 NOT NULL,
  switches_count integer NOT NULL,
  words_per_minute_sum float8 NOT NULL,
  words_per_minute_count integer NOT NULL,
  filler_share_sum float8 NOT NULL,
  filler_share_count integer NOT NULL,
  -- The dashboard walks from a team's members to each one's days in the period.
  PRIMARY KEY (user_id, day, company_id, meeting_type, format)
);

-- The table's rows as the meetings give them now: the backfill below, a bulk load (scripts/bench-list-seed.ts)
-- and the tests that check the triggers kept it equal.
CREATE VIEW meeting_day_figures_recomputed AS
SELECT company_id, user_id, day, meeting_type, format, sum(meetings)::int AS meetings,
       sum(duration_sum)::bigint AS duration_sum, sum(duration_count)::int AS duration_count,
       sum(next_steps_count)::int AS next_steps_count, sum(seller_talk_sum) AS seller_talk_sum,
       sum(client_talk_sum) AS client_talk_sum, sum(monologue_sum) AS monologue_sum,
       sum(monologue_count)::int AS monologue_count, sum(customer_story_sum) AS customer_story_sum,
       sum(customer_story_count)::int AS customer_story_count,
       sum(seller_questions_sum)::bigint AS seller_questions_sum,
       sum(seller_questions_count)::int AS seller_questions_count,
       sum(client_questions_sum)::bigint AS client_questions_sum,
       sum(client_questions_count)::int AS client_questions_count, sum(patience_sum) AS patience_sum,
       sum(patience_count)::int AS patience_count, sum(switches_sum) AS switches_sum,
       sum(switches_count)::int AS switches_count, sum(words_per_minute_sum) AS words_per_minute_sum,
       sum(words_per_minute_count)::int AS words_per_minute_count, sum(filler_share_sum) AS filler_share_sum,
       sum(filler_share_count)::int AS filler_share_count
  FROM done_meeting_figures
 GROUP BY company_id, user_id, day, meeting_type, format;

-- Adds a finished meeting's share (signs of -1 take it away): `meeting_sign` for the meeting's own figures,
-- `coaching_sign` for its coaching row's (null fields add nothing). Adding is upserting, so two writers of
-- the same day wait on its row and both land; a row left with no meeting goes.
CREATE FUNCTION meeting_day_figures_add(m meetings, c meeting_coaching, meeting_sign integer, coaching_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO meeting_day_figures AS f VALUES (
    m.company_id, m.user_id, (m.start_time AT TIME ZONE 'America/Sao_Paulo')::date, m.meeting_type, m.format,
    meeting_sign,
    meeting_sign * coalesce(m.duration_seconds, 0)::bigint,
    meeting_sign * (m.duration_seconds IS NOT NULL)::int,
    coaching_sign * (c.has_next_steps IS TRUE)::int,
    coaching_sign * CASE WHEN c.talk_ratio IS NOT NULL THEN c.seller_talk_seconds::float8 ELSE 0 END,
    coaching_sign * CASE WHEN c.talk_ratio IS NOT NULL THEN c.client_talk_seconds::float8 ELSE 0 END,
    coaching_sign * coalesce(c.longest_monologue_seconds::float8, 0),
    coaching_sign * (c.longest_monologue_seconds IS NOT NULL)::int,
    coaching_sign * coalesce(c.longest_customer_story_seconds::float8, 0),
    coaching_sign * (c.longest_customer_story_seconds IS NOT NULL)::int,
    coaching_sign * coalesce(c.seller_questions, 0)::bigint,
    coaching_sign * (c.seller_questions IS NOT NULL)::int,
    coaching_sign * coalesce(c.client_questions, 0)::bigint,
    coaching_sign * (c.client_questions IS NOT NULL)::int,
    coaching_sign * coalesce(c.patience_seconds::float8, 0),
    coaching_sign * (c.patience_seconds IS NOT NULL)::int,
    coaching_sign * coalesce(c.switches_per_minute::float8, 0),
    coaching_sign * (c.switches_per_minute IS NOT NULL)::int,
    coaching_sign * coalesce(c.words_per_minute::float8, 0),
    coaching_sign * (c.words_per_minute IS NOT NULL)::int,
    coaching_sign * coalesce(c.filler_share::float8, 0),
    coaching_sign * (c.filler_share IS NOT NULL)::int)
  ON CONFLICT (user_id, day, company_id, meeting_type, format) DO UPDATE SET
    meetings = f.meetings + excluded.meetings,
    duration_sum = f.duration_sum + excluded.duration_sum,
    duration_count = f.duration_count + excluded.duration_count,
    next_steps_count = f.next_steps_count + excluded.next_steps_count,
    seller_talk_sum = f.seller_talk_sum + excluded.seller_talk_sum,
    client_talk_sum = f.client_talk_sum + excluded.client_talk_sum,
    monologue_sum = f.monologue_sum + excluded.monologue_sum,
    monologue_count = f.monologue_count + excluded.monologue_count,
    customer_story_sum = f.customer_story_sum + excluded.customer_story_sum,
    customer_story_count = f.customer_story_count + excluded.customer_story_count,
    seller_questions_sum = f.seller_questions_sum + excluded.seller_questions_sum,
    seller_questions_count = f.seller_questions_count + excluded.seller_questions_count,
    client_questions_sum = f.client_questions_sum + excluded.client_questions_sum,
    client_questions_count = f.client_questions_count + excluded.client_questions_count,
    patience_sum = f.patience_sum + excluded.patience_sum,
    patience_count = f.patience_count + excluded.patience_count,
    switches_sum = f.switches_sum + excluded.switches_sum,
    switches_count = f.switches_count + excluded.switches_count,
    words_per_minute_sum = f.words_per_minute_sum + excluded.words_per_minute_sum,
    words_per_minute_count = f.words_per_minute_count + excluded.words_per_minute_count,
    filler_share_sum = f.filler_share_sum + excluded.filler_share_sum,
    filler_share_count = f.filler_share_count + excluded.filler_share_count;
  DELETE FROM meeting_day_figures
   WHERE user_id = m.user_id AND day = (m.start_time AT TIME ZONE 'America/Sao_Paulo')::date
     AND company_id = m.company_id AND meeting_type = m.meeting_type AND format = m.format AND meetings = 0;
$$;

-- A meeting's old share out, its new one in, with its coaching row as it stands. Deletion runs before the
-- row goes: the cascade then removes the coaching row, whose own trigger finds no meeting and adds nothing.
CREATE FUNCTION meeting_day_figures_meeting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coaching meeting_coaching;
BEGIN
  SELECT * INTO coaching FROM meeting_coaching WHERE meeting_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  IF TG_OP <> 'INSERT' AND OLD.status = 'done' THEN
    PERFORM meeting_day_figures_add(OLD, coaching, -1, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'done' THEN
    PERFORM meeting_day_figures_add(NEW, coaching, 1, 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;

-- A coaching row's old figures out of its finished meeting's day, its new ones in.
CREATE FUNCTION meeting_day_figures_coaching_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  meeting meetings;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO meeting FROM meetings WHERE id = OLD.meeting_id AND status = 'done';
    IF FOUND THEN PERFORM meeting_day_figures_add(meeting, OLD, 0, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO meeting FROM meetings WHERE id = NEW.meeting_id AND status = 'done';
    IF FOUND THEN PERFORM meeting_day_figures_add(meeting, NEW, 0, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER meeting_day_figures_meeting_written AFTER INSERT ON meetings
  FOR EACH ROW EXECUTE FUNCTION meeting_day_figures_meeting_changed();

CREATE TRIGGER meeting_day_figures_meeting_updated AFTER UPDATE ON meetings
  FOR EACH ROW
  WHEN ((OLD.status, OLD.start_time, OLD.user_id, OLD.company_id, OLD.duration_seconds, OLD.meeting_type, OLD.format)
        IS DISTINCT FROM
        (NEW.status, NEW.start_time, NEW.user_id, NEW.company_id, NEW.duration_seconds, NEW.meeting_type, NEW.format))
  EXECUTE FUNCTION meeting_day_figures_meeting_changed();

CREATE TRIGGER meeting_day_figures_meeting_deleted BEFORE DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION meeting_day_figures_meeting_changed();

-- Saving the same figures again (a meeting analysed twice) changes nothing, so it adds nothing.
CREATE TRIGGER meeting_day_figures_coaching_written AFTER INSERT OR DELETE ON meeting_coaching
  FOR EACH ROW EXECUTE FUNCTION meeting_day_figures_coaching_changed();

CREATE TRIGGER meeting_day_figures_coaching_updated AFTER UPDATE ON meeting_coaching
  FOR EACH ROW
  WHEN ((OLD.meeting_id, OLD.has_next_steps, OLD.talk_ratio, OLD.seller_talk_seconds, OLD.client_talk_seconds,
         OLD.longest_monologue_seconds, OLD.longest_customer_story_seconds, OLD.seller_questions,
         OLD.client_questions, OLD.patience_seconds, OLD.switches_per_minute, OLD.words_per_minute,
         OLD.filler_share)
        IS DISTINCT FROM
        (NEW.meeting_id, NEW.has_next_steps, NEW.talk_ratio, NEW.seller_talk_seconds, NEW.client_talk_seconds,
         NEW.longest_monologue_seconds, NEW.longest_customer_story_seconds, NEW.seller_questions,
         NEW.client_questions, NEW.patience_seconds, NEW.switches_per_minute, NEW.words_per_minute,
         NEW.filler_share))
  EXECUTE FUNCTION meeting_day_figures_coaching_changed();

-- TRUNCATE fires no row trigger: the whole table is written again from what is left.
CREATE FUNCTION meeting_day_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meeting_day_figures;
  INSERT INTO meeting_day_figures SELECT * FROM meeting_day_figures_recomputed;
  RETURN NULL;
END
$$;

CREATE TRIGGER meeting_day_figures_meetings_truncated AFTER TRUNCATE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION meeting_day_figures_truncated();

CREATE TRIGGER meeting_day_figures_coaching_truncated AFTER TRUNCATE ON meeting_coaching
  FOR EACH STATEMENT EXECUTE FUNCTION meeting_day_figures_truncated();

-- What was written before this migration.
INSERT INTO meeting_day_figures SELECT * FROM meeting_day_figures_recomputed;
