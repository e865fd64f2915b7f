import type { Meeting, MeetingList } from './schemas/meeting.ts';

/** Spec section 9: the meeting list is kept 300 seconds. */
export const meetingListCacheMs = 300_000;

type Entry = { list: MeetingList; storedAt: number };

/**
 * Pages of `GET /api/meetings` by query, kept for `ttlMs`. It lives in the service layer, outside React, so
 * leaving /meetings and coming back within the lifetime shows the pages already seen while they revalidate.
 * Keys carry the viewer's id, so one person never sees another's cached list in the same tab.
 */
export function createMeetingListCache({ ttlMs = meetingListCacheMs, now = () => Date.now() } = {}) {
  const entries = new Map<string, Entry>();

  const fresh = (key: string): MeetingList | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.list;
  };

  return {
    store(key: string, list: MeetingList): void {
      entries.set(key, { list, storedAt: now() });
    },
    read: fresh,
    /** Keeps cached pages in step with meetings fetched one by one (status polling), without renewing them. */
    patch(meetings: Meeting[]): void {
      const byId = new Map(meetings.map((meeting) => [meeting.id, meeting]));
      for (const entry of entries.values()) {
        entry.list = {
          ...entry.list,
          meetings: entry.list.meetings.map((meeting) => byId.get(meeting.id) ?? meeting),
        };
      }
    },
    /** A created meeting changes every list it could appear in. */
    clear(): void {
      entries.clear();
    },
  };
}

export type MeetingListCache = ReturnType<typeof createMeetingListCache>;
