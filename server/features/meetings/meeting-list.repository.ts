import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { meetingListQuerySchema } from '../../../src/api-contract/meeting.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import { statusFilterOf } from '../../../src/domain/bot-lifecycle.ts';
import { Conditions, escapeLike } from '../../db/sql-conditions.ts';
import { selectMeeting, type MeetingRow } from './meeting-row.ts';
import { visibleTo } from './meeting-visibility.ts';

/** Calendar days in the filters are the sales team's days, not UTC's. */
const businessTimeZone = 'America/Sao_Paulo';

/** The list's query as validated: page and limit are filled in. */
export type MeetingFilters = z.output<typeof meetingListQuerySchema>;

function filtered(caller: Caller, filters: MeetingFilters): Conditions {
  const conditions = new Conditions();
  visibleTo(caller, conditions);
  if (filters.meetingType) conditions.add(`m.meeting_type = ${conditions.param(filters.meetingType)}`);
  if (filters.status) conditions.add(`m.status = ${conditions.param(filters.status)}`);
  if (filters.statusGroup) {
    const group = statusFilterOf(filters.statusGroup);
    conditions.add(
      'only' in group
        ? `m.status = ANY(${conditions.param(group.only)}::text[])`
        : `m.status <> ALL(${conditions.param(group.except)}::text[])`,
    );
  }
  if (filters.query) {
    // list_text (migration 0033) is the title and the participants' names, one a line, under a trigram index.
    // Backslash is ILIKE's default escape, the one escapeLike writes; no ESCAPE clause keeps the pattern a
    // constant the index can read.
    const pattern = conditions.param(`%${escapeLike(filters.query)}%`);
    conditions.add(`m.list_text ILIKE ${pattern}`);
    // A line break could match across two of those texts: such a search is checked against each text too.
    if (filters.query.includes('\n')) {
      conditions.add(`(m.title ILIKE ${pattern} OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(m.participants) p WHERE p->>'name' ILIKE ${pattern}))`);
    }
  }
  // An id that is not a uuid matches nothing: answer an empty page rather than a database error.
  if (filters.userId !== undefined) {
    conditions.add(isUuid(filters.userId) ? `m.user_id = ${conditions.param(filters.userId)}` : 'false');
  }
  if (filters.teamId !== undefined) {
    conditions.add(
      isUuid(filters.teamId)
        ? `m.user_id IN (SELECT user_id FROM team_members WHERE team_id = ${conditions.param(filters.teamId)})`
        : 'false',
    );
  }
  if (filters.startDate) {
    conditions.add(
      `m.start_time >= (${conditions.param(filters.startDate)}::date)::timestamp AT TIME ZONE '${businessTimeZone}'`,
    );
  }
  if (filters.endDate) {
    conditions.add(
      `m.start_time < (${conditions.param(filters.endDate)}::date + 1)::timestamp AT TIME ZONE '${businessTimeZone}'`,
    );
  }
  return conditions;
}

/**
 * At most this many matches, the page is picked among the matches themselves, found as the count found them
 * (the trigram index, the status index, an owner's own meetings), then sorted: reading them all costs at most
 * this many rows. Otherwise PostgreSQL walks the company's meetings newest first until the page is full, about
 * 25 x (the company's meetings / the matches) rows; with few matches among many, that walk reads nearly the
 * whole company (a search of a common name with a rare status: 11 of 100,000), and the planner, which cannot
 * tell how a text search and a status correlate, expects it to stop early. 1,000 bounds both ways at about
 * 2,500 rows for a company of 100,000 meetings.
 */
const fewMatchesAtMost = 1000;

/** One page of the meetings the caller sees, newest first, and how many match in all. */
export function createMeetingListRepository(db: Database, { fewMatches = fewMatchesAtMost } = {}) {
  return {
    async page(caller: Caller, filters: MeetingFilters): Promise<{ rows: MeetingRow[]; total: number }> {
      const conditions = filtered(caller, filters);
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM meetings m WHERE ${conditions.where}`,
        conditions.params,
      );
      const total = counted?.total ?? 0;
      const limit = conditions.param(filters.limit);
      const offset = conditions.param((filters.page - 1) * filters.limit);
      // The page's ids first, from what the indexes carry (an index-only scan unless the search box is used),
      // then only those rows in full: a filter checked on the index's entries instead of each row.
      const pageIds =
        total <= fewMatches
          ? `WITH matched AS MATERIALIZED (SELECT m.id, m.start_time FROM meetings m WHERE ${conditions.where})
             SELECT id FROM matched ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
          : `SELECT m.id FROM meetings m WHERE ${conditions.where}
              ORDER BY m.start_time DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`;
      const rows = await db.query<MeetingRow>(
        `${selectMeeting} WHERE m.id = ANY(ARRAY(${pageIds})) ORDER BY m.start_time DESC, m.id DESC`,
        conditions.params,
      );
      return { rows, total };
    },
  };
}
