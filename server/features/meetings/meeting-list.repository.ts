import type { Database } from '../../db/database.ts';
import type { Conditions } from '../../db/sql-conditions.ts';
import type { Caller } from '../caller.ts';
import { listConditions, type MeetingFilters } from './meeting-list-conditions.ts';
import { selectMeeting, type MeetingRow } from './meeting-row.ts';

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

  /** How many of `matched` (a CTE of id and start_time) there are, and the page's ids among them. */
  const countedWithPage = (limit: string, offset: string) =>
    `SELECT (SELECT count(*)::int FROM matched) AS found,
            ARRAY(SELECT id FROM matched ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}) AS ids`;

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
      total <= fewMatches
        ? `WITH matched AS MATERIALIZED (SELECT m.id, m.start_time FROM meetings m WHERE ${conditions.where})
           SELECT id FROM matched ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
        : walkedIds(conditions, limit, offset);
    return { total, ids };
  }

  /**
   * The search box. First the meetings holding the text, up to `searchCount` + 1 of them (a common text stops
   * early), narrowed by the other filters: when the text is found at most `searchCount` times, that one read
   * gives the exact count and the page. A text found more often, with no other filter, is "more than"
   * `searchCount` and the page walks newest first (it finds 25 within a few hundred rows). With other filters,
   * their matches among the text's are found once, giving the count and, when few, the page; those filters are
   * not in the first, limited statement because the planner cannot tell how they correlate with a text, and
   * expecting many matches where there are few it would scan the whole company to find them.
   */
  async function searchedPage(
    { conditions, searched, narrowed }: ReturnType<typeof listConditions>,
    filters: MeetingFilters,
  ) {
    const limit = conditions.param(filters.limit);
    const offset = conditions.param((filters.page - 1) * filters.limit);
    const [first] = await db.query<{ candidates: number; found: number; ids: string[] }>(
      `WITH candidates AS MATERIALIZED (
         SELECT m.id, m.start_time FROM meetings m WHERE ${searched} LIMIT ${searchCount + 1}
       ), matched AS MATERIALIZED (
         ${narrowed ? `SELECT m.id, m.start_time FROM meetings m WHERE m.id IN (SELECT id FROM candidates) AND ${conditions.where}` : 'SELECT id, start_time FROM candidates'}
       )
       SELECT (SELECT count(*)::int FROM candidates) AS candidates, counted.*
         FROM (${countedWithPage(limit, offset)}) AS counted`,
      conditions.params,
    );
    const common = (first?.candidates ?? 0) > searchCount;
    const [found] =
      common && narrowed
        ? await db.query<{ found: number; ids: string[] }>(
            `WITH matched AS MATERIALIZED (SELECT m.id, m.start_time FROM meetings m WHERE ${conditions.where})
             ${countedWithPage(limit, offset)}`,
            conditions.params,
          )
        : [first];
    // Only a common text with no other filter was not found in full: its count and page are not known.
    const whole = !common || narrowed;
    const total = whole ? (found?.found ?? 0) : searchCount + 1;
    const ids: PageIds =
      whole && total <= fewMatches ? (found?.ids ?? []) : walkedIds(conditions, limit, offset);
    return total > searchCount ? { total: searchCount, moreThanTotal: true as const, ids } : { total, ids };
  }

  return {
    async page(caller: Caller, filters: MeetingFilters): Promise<MeetingListPage> {
      const listed = listConditions(caller, filters);
      const { conditions } = listed;
      const { ids, ...counted } = filters.query
        ? await searchedPage(listed, filters)
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
