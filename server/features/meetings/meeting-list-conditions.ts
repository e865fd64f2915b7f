import type { z } from 'zod';
import type { meetingListQuerySchema } from '../../../src/api-contract/meeting.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import { statusFilterOf } from '../../../src/domain/bot-lifecycle.ts';
import { Conditions, escapeLike } from '../../db/sql-conditions.ts';
import { visibleTo } from './meeting-visibility.ts';

/** Calendar days in the filters are the sales team's days, not UTC's. */
const businessTimeZone = 'America/Sao_Paulo';

/** The list's query as validated: page and limit are filled in. */
export type MeetingFilters = z.output<typeof meetingListQuerySchema>;

/** The WHERE of the list's statements (on `meetings m`): the meetings the caller sees, filtered. */
export function listConditions(caller: Caller, filters: MeetingFilters): Conditions {
  const conditions = new Conditions();
  visibleTo(caller, conditions);
  const { query } = filters;
  if (query) {
    // list_text is the title and the participants' names, one a line, under a trigram index. Backslash is
    // ILIKE's default escape, the one escapeLike writes; no ESCAPE clause keeps the pattern a constant the
    // index can read.
    const pattern = conditions.param(`%${escapeLike(query)}%`);
    conditions.add(`m.list_text ILIKE ${pattern}`);
    // A line break could match across two of those texts: such a search is checked against each text too.
    if (query.includes('\n')) {
      conditions.add(`(m.title ILIKE ${pattern} OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(m.participants) p WHERE p->>'name' ILIKE ${pattern}))`);
    }
  }
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
