import { createResourceFeed } from '../resource-feed.ts';
import type { Meeting, MeetingList } from '../../api-contract/meeting.ts';

/**
 * One page of the list as the app keeps it. A backend that sends no `total` (the spec does not promise one)
 * gets a lower bound instead, marked `totalIsLowerBound`: the meetings up to this page, plus one when the
 * page came full, so the list asks for the next page until one comes short.
 */
export type MeetingPage = MeetingList & {
  totalIsLowerBound?: true;
  /** A search the server counted only up to this many (moreThanTotal): "Mais de 1.000 reuniões". */
  countedUpTo?: number;
};

/** Spec section 9: the meeting list is kept 300 seconds. */
export const meetingListCacheMs = 300_000;

/**
 * The pages kept at most, across every filter: the lists on screen keep a window of a few pages, so a list
 * scrolled across 100,000 meetings leaves no more than this behind in the tab (the oldest stored go first).
 */
export const meetingListCachePages = 64;

/** A write to a meeting, as every list and page that shows meetings needs to hear of it. */
export type MeetingChange =
  | { type: 'meeting.added'; meeting: Meeting }
  | { type: 'meeting.saved'; meeting: Meeting }
  | { type: 'meeting.removed'; meetingId: string }
  /** Meetings changed in a way only the server knows: lists fetch their first page again. */
  | { type: 'meetings.stale' };

type Entry = { list: MeetingPage; storedAt: number };

/**
 * Pages of `GET /api/meetings` by query, kept for `ttlMs` (at most `maxPages` of them), and the feed of writes to meetings. It lives in the
 * service layer, outside React, so leaving /meetings and coming back within the lifetime shows the pages
 * already seen while they revalidate. Keys carry the viewer's id, so one person never sees another's cached
 * list in the same tab. Every write to a meeting goes through `apply`: the cached pages follow it at once and
 * the listeners (the lists on screen) hear it.
 */
export function createMeetingListCache({
  ttlMs = meetingListCacheMs,
  maxPages = meetingListCachePages,
  now = () => Date.now(),
} = {}) {
  const entries = new Map<string, Entry>();
  const changes = createResourceFeed<MeetingChange>();

  const fresh = (key: string): MeetingPage | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.list;
  };

  const updatePages = (update: (list: MeetingPage) => MeetingPage) => {
    for (const entry of entries.values()) entry.list = update(entry.list);
  };

  /** Keeps cached pages in step with meetings fetched one by one (status polling), without renewing them. */
  const patch = (meetings: readonly Meeting[]): void => {
    const byId = new Map(meetings.map((meeting) => [meeting.id, meeting]));
    updatePages((list) => ({
      ...list,
      meetings: list.meetings.map((meeting) => byId.get(meeting.id) ?? meeting),
    }));
  };

  return {
    store(key: string, list: MeetingPage): void {
      // Stored anew at the end of the map's order, so the first key is always the oldest.
      entries.delete(key);
      entries.set(key, { list, storedAt: now() });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxPages) break;
        entries.delete(oldest);
      }
    },
    read: fresh,
    patch,
    apply(change: MeetingChange): void {
      if (change.type === 'meeting.saved') patch([change.meeting]);
      else if (change.type === 'meeting.removed') {
        updatePages((list) => {
          const meetings = list.meetings.filter((meeting) => meeting.id !== change.meetingId);
          return { ...list, meetings, total: list.total - (list.meetings.length - meetings.length) };
        });
      }
      // A new meeting may belong on any page of any filter: the cached pages are fetched anew.
      else entries.clear();
      changes.publish(change);
    },
    /** Calls `listener` with every write from now on; returns the way to stop. */
    subscribe: changes.subscribe,
  };
}
