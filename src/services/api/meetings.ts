import { http } from '../http.ts';
import { createMeetingListCache } from './meeting-list-cache.ts';
import {
  meetingListSchema,
  meetingSchema,
  type CreateMeeting,
  type Meeting,
  type MeetingList,
  type MeetingListQuery,
} from './schemas/meeting.ts';

/** The filters of spec section 3's meeting list query: everything but the paging. */
export type MeetingListFilters = Omit<MeetingListQuery, 'limit' | 'page'>;

/** One page of one viewer's list, addressed by offset (the list scrolls by offset, the API pages by number). */
export type MeetingPageRequest = {
  viewerId: string;
  filters: MeetingListFilters;
  offset: number;
  limit: number;
};

/** The body of `POST /api/meetings`: the bot joins `meetingUrl` at `startTime`. */
export type NewMeeting = CreateMeeting;

/** Spec section 9: page = floor(offset / limit) + 1. */
export const pageAt = (offset: number, limit: number): number => Math.floor(offset / limit) + 1;

const listCache = createMeetingListCache();

export function listMeetings(
  query: MeetingListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingList> {
  return http.getJson('meetings', meetingListSchema, { searchParams: definedParams(query), signal });
}

/** Fetches one page and keeps it in the list cache. */
export async function fetchMeetingPage(
  request: MeetingPageRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingList> {
  const page = pageAt(request.offset, request.limit);
  const list = await listMeetings({ ...request.filters, limit: request.limit, page }, { signal });
  listCache.store(pageKey(request, page), list);
  return list;
}

/**
 * The pages already seen for these filters, from the first one on, while they are fresh: what the list
 * shows at once when the person comes back. An empty array when the first page is not cached.
 */
export function cachedMeetingPages(request: Omit<MeetingPageRequest, 'offset'>): MeetingList[] {
  const pages: MeetingList[] = [];
  for (let page = 1; ; page++) {
    const list = listCache.read(pageKey(request, page));
    if (!list) return pages;
    pages.push(list);
    if (page * request.limit >= list.total) return pages;
  }
}

export function getMeeting(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Meeting> {
  return http.getJson(`meetings/${encodeURIComponent(id)}`, meetingSchema, { signal });
}

/** The current state of a few meetings (their bot status moves on the server); the cached pages follow. */
export async function fetchMeetingsById(
  ids: readonly string[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<Meeting[]> {
  const meetings = await Promise.all(ids.map((id) => getMeeting(id, { signal })));
  listCache.patch(meetings);
  return meetings;
}

export async function createMeeting(
  meeting: NewMeeting,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Meeting> {
  const created = await http.sendJson('POST', 'meetings', meeting, meetingSchema, { signal });
  listCache.clear();
  return created;
}

// An unset filter is left out of the query string rather than sent as "undefined".
function definedParams(query: MeetingListQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function pageKey(request: Omit<MeetingPageRequest, 'offset'>, page: number): string {
  const filters = Object.entries(definedParams(request.filters)).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.viewerId, filters, request.limit, page]);
}
