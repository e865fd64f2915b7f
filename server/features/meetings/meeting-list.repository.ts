import type { Database } from '../../db/database.ts';
import type { Conditions } from '../../db/sql-conditions.ts';
import type { Caller } from '../caller.ts';
import { listConditions, type MeetingFilters } from './meeting-list-conditions.ts';
import { selectMeeting, type MeetingRow } from './meeting-row.ts';
import { statusFilterOf } from '../../../src/domain/bot-lifecycle.ts';

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

/**
 * A search-box query is counted exactly up to this many matches, then answered as "more than" it. Each match
 * of a text search is a row read and checked against the typed text (the trigram index only finds candidates),
 * so an exact count of a name found in a third of the company reads a third of the company on every keystroke;
 * filters without search count from the indexes alone and stay exact.
 */
const searchCountAtMost = 1000;

/**
 * Whether a filter has an index that finds its matches (a status, an owner, a team). Without one, the count
 * read every meeting the caller sees (the "in progress" group is every status but the others', which no index
 * range holds), and walking them newest first reads no more than that and stops at the page: picking the page
 * among the matches would read them all a second time.
 */
function foundByAnIndex(filters: MeetingFilters): boolean {
  const group = filters.statusGroup && statusFilterOf(filters.statusGroup);
  return Boolean(filters.status || filters.userId || filters.teamId || (group && 'only' in group));
}

/** One page of the list: its rows and how many match; `moreThanTotal` when a search matched more than `total`. */
type MeetingListPage = { rows: MeetingRow[]; total: number; moreThanTotal?: true };

/** The page's ids: a statement that gives them (on the list's parameters), or the ids themselves. */
type PageIds = string | string[];

/** One page of the meetings the caller sees, newest first, and how many match in all. */
export function createMeetingListRepository(
  db: Database,
  { fewMatches = fewMatchesAtMost, searchCount = searchCountAtMost } = {},
) {
  /** The page's ids walking the visible meetings newest first until it is full. */
  const walkedIds = (conditions: Conditions, limit: string, offset: string) =>
    `SELECT m.id FROM meetings m WHERE ${conditions.where}
      ORDER BY m.start_time DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`;

  /** Filters alone: the count comes from the indexes (index-only), so it is exact. */
  async function filteredPage(conditions: Conditions, filters: MeetingFilters) {
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM meetings m WHERE ${conditions.where}`,
      conditions.params,
    );
    const total = counted?.total ?? 0;
    const limit = conditions.param(filters.limit);
    const offset = conditions.param((filters.page - 1) * filters.limit);
    const ids: PageIds =
      total <= fewMatches && foundByAnIndex(filters)
        ? `WITH matched AS MATERIALIZED (SELECT m.id, m.start_time FROM meetings m WHERE ${conditions.where})
           SELECT id FROM matched ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
        : walkedIds(conditions, limit, offset);
    return { total, ids };
  }

  /**
   * The search box: at most `searchCount` + 1 of the matches, pulled from a MATERIALIZED CTE, which PostgreSQL
   * plans for reading every match and runs only as far as it is read. A LIMIT inside the statement would have
   * the planner pick a walk or a scan it expects to stop early; where it cannot tell how the text correlates
   * with the caller's owners or the other filters (a name common in the company and absent from a seller's
   * meetings, a common name with a rare status) that reads the whole company, or the whole database, to find
   * none. Planned for all, it reads the trigram index's candidates (or the owners' own meetings), and still
   * stops at `searchCount` + 1 when the text is common. Up to `searchCount`, those are every match: the exact
   * count, and the page among them. Above it, the answer says "more than" `searchCount` and the page walks
   * newest first, which finds 25 within a few hundred rows of a common text.
   */
  async function searchedPage(conditions: Conditions, filters: MeetingFilters) {
    const limit = conditions.param(filters.limit);
    const offset = conditions.param((filters.page - 1) * filters.limit);
    const [found] = await db.query<{ found: number; ids: string[] }>(
      `WITH matched AS MATERIALIZED (SELECT m.id, m.start_time FROM meetings m WHERE ${conditions.where}),
            first AS (SELECT id, start_time FROM matched LIMIT ${searchCount + 1})
       SELECT (SELECT count(*)::int FROM first) AS found,
              ARRAY(SELECT id FROM first ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}) AS ids`,
      conditions.params,
    );
    const total = found?.found ?? 0;
    const ids: PageIds =
      total <= Math.min(searchCount, fewMatches) ? (found?.ids ?? []) : walkedIds(conditions, limit, offset);
    return total > searchCount ? { total: searchCount, moreThanTotal: true as const, ids } : { total, ids };
  }

  return {
    async page(caller: Caller, filters: MeetingFilters): Promise<MeetingListPage> {
      const conditions = listConditions(caller, filters);
      const { ids, ...counted } = filters.query
        ? await searchedPage(conditions, filters)
        : await filteredPage(conditions, filters);
      // The page's ids first, from what the indexes carry (an index-only scan unless the search box is used),
      // then only those rows in full: a filter checked on the index's entries instead of each row.
      const rows =
        typeof ids === 'string'
          ? await db.query<MeetingRow>(
              `${selectMeeting} WHERE m.id = ANY(ARRAY(${ids})) ORDER BY m.start_time DESC, m.id DESC`,
              conditions.params,
            )
          : await db.query<MeetingRow>(
              `${selectMeeting} WHERE m.id = ANY($1::uuid[]) ORDER BY m.start_time DESC, m.id DESC`,
              [ids],
            );
      return { rows, ...counted };
    },
  };
}
