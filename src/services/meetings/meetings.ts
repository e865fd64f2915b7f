/*
 * The meetings resource (spec section 7, Meetings): its calls and its cache. Every write here tells the cache
 * (`meetingListCache.apply`), so every list and page that shows meetings sees the write at once, wherever it
 * was made; machines that show meetings follow `watchMeetingChanges`.
 */
import { z } from 'zod';
import { http } from '../http.ts';
import { createMeetingListCache, type MeetingChange, type MeetingPage } from './meeting-list-cache.ts';
import {
  meetingListAnswerSchema,
  meetingLogsSchema,
  meetingSchema,
  type CreateMeeting,
  type Meeting,
  type MeetingListQuery,
  type MeetingLog,
  type UpdateMeeting,
} from '../../api-contract/meeting.ts';

export type { MeetingChange, MeetingPage } from './meeting-list-cache.ts';

/** The filters of spec section 3's meeting list query: everything but the paging. */
export type MeetingListFilters = Omit<MeetingListQuery, 'limit' | 'page'>;

/** One page of one viewer's list, addressed by offset (the list scrolls by offset, the API pages by number). */
export type MeetingPageRequest = {
  viewerId: string;
  filters: MeetingListFilters;
  offset: number;
  limit: number;
};

type Options = { signal?: AbortSignal };
const path = (meetingId: string, ...rest: string[]) =>
  ['meetings', encodeURIComponent(meetingId), ...rest].join('/');

/** Spec section 9: page = floor(offset / limit) + 1. */
export const pageAt = (offset: number, limit: number): number => Math.floor(offset / limit) + 1;

const listCache = createMeetingListCache();

/** Every write to a meeting from now on, wherever in the app it was made; returns the way to stop. */
export const watchMeetingChanges = (listener: (change: MeetingChange) => void): (() => void) =>
  listCache.subscribe(listener);

/** Fetches one page and keeps it in the list cache. */
export async function fetchMeetingPage(
  request: MeetingPageRequest,
  { signal }: Options = {},
): Promise<MeetingPage> {
  const { limit, offset } = request;
  const page = pageAt(offset, limit);
  const answer = await http.getJson('meetings', meetingListAnswerSchema, {
    searchParams: definedParams({ ...request.filters, limit, page }),
    signal,
  });
  const { meetings } = answer;
  // A backend with no total, or a search this one counted only up to `total` (moreThanTotal): what is known
  // so far, plus one when the page came full, so the list goes on until a page comes short.
  const atLeast = offset + meetings.length + (meetings.length >= limit ? 1 : 0);
  const list: MeetingPage =
    answer.total === undefined
      ? { meetings, total: atLeast, page, limit, totalIsLowerBound: true }
      : answer.moreThanTotal
        ? {
            meetings,
            total: Math.max(answer.total, atLeast),
            page: answer.page ?? page,
            limit: answer.limit ?? limit,
            totalIsLowerBound: true,
            countedUpTo: answer.total,
          }
        : { meetings, total: answer.total, page: answer.page ?? page, limit: answer.limit ?? limit };
  listCache.store(pageKey(request, page), list);
  return list;
}

/**
 * The pages already seen for these filters, from the first one on, while they are fresh: what the list
 * shows at once when the person comes back. An empty array when the first page is not cached.
 */
export function cachedMeetingPages(request: Omit<MeetingPageRequest, 'offset'>): MeetingPage[] {
  const pages: MeetingPage[] = [];
  for (let page = 1; ; page++) {
    const list = listCache.read(pageKey(request, page));
    if (!list) return pages;
    pages.push(list);
    if (page * request.limit >= list.total) return pages;
  }
}

export function getMeeting(meetingId: string, { signal }: Options = {}): Promise<Meeting> {
  return http.getJson(path(meetingId), meetingSchema, { signal });
}

/** The current state of a few meetings (their bot status moves on the server); the cached pages follow. */
export async function fetchMeetingsById(
  ids: readonly string[],
  { signal }: Options = {},
): Promise<Meeting[]> {
  const meetings = await Promise.all(ids.map((id) => getMeeting(id, { signal })));
  listCache.patch(meetings);
  return meetings;
}

export function fetchMeetingLogs(meetingId: string, { signal }: Options = {}): Promise<MeetingLog[]> {
  return http.getJson(path(meetingId, 'logs'), meetingLogsSchema, { signal });
}

/**
 * Tells the cache of a meeting another resource wrote (an upload creates its meeting and finishes it). The
 * write itself succeeded, so failing to read the meeting back is not its failure: the lists then fetch their
 * first page again instead.
 */
export async function announceMeeting(
  meetingId: string,
  type: 'meeting.added' | 'meeting.saved',
  { signal }: Options = {},
): Promise<void> {
  try {
    listCache.apply({ type, meeting: await getMeeting(meetingId, { signal }) });
  } catch {
    if (!signal?.aborted) listCache.apply({ type: 'meetings.stale' });
  }
}

/** Meetings changed on the server in ways no answer carries (a calendar sync): the lists read them again. */
export function announceMeetingsStale(): void {
  listCache.apply({ type: 'meetings.stale' });
}

// ---- Writes: each tells the cache ----

/** `POST /api/meetings`: the bot joins `meetingUrl` at `startTime`. */
export async function createMeeting(meeting: CreateMeeting, { signal }: Options = {}): Promise<Meeting> {
  return saved('meeting.added', http.sendJson('POST', 'meetings', meeting, meetingSchema, { signal }));
}

export function updateMeeting(
  meetingId: string,
  changes: UpdateMeeting,
  { signal }: Options = {},
): Promise<Meeting> {
  return saved('meeting.saved', http.sendJson('PATCH', path(meetingId), changes, meetingSchema, { signal }));
}

export function setMeetingEnabled(
  meetingId: string,
  enabled: boolean,
  { signal }: Options = {},
): Promise<Meeting> {
  const action = enabled ? 'enable' : 'disable';
  return saved(
    'meeting.saved',
    http.sendJson('PATCH', `meetings/${action}/${encodeURIComponent(meetingId)}`, {}, meetingSchema, {
      signal,
    }),
  );
}

export function restartBot(meetingId: string, { signal }: Options = {}): Promise<Meeting> {
  return saved(
    'meeting.saved',
    http.sendJson('PATCH', path(meetingId, 'restart-bot'), {}, meetingSchema, { signal }),
  );
}

export async function deleteMeeting(meetingId: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', path(meetingId), undefined, z.unknown(), { signal });
  listCache.apply({ type: 'meeting.removed', meetingId });
}

async function saved(type: 'meeting.added' | 'meeting.saved', request: Promise<Meeting>): Promise<Meeting> {
  const meeting = await request;
  listCache.apply({ type, meeting });
  return meeting;
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
