import { http } from '../http.ts';
import {
  meetingListSchema,
  meetingSchema,
  type Meeting,
  type MeetingList,
  type MeetingListQuery,
} from './schemas/meeting.ts';

export function listMeetings(
  query: MeetingListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingList> {
  return http.getJson('meetings', meetingListSchema, { searchParams: definedParams(query), signal });
}

export function getMeeting(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Meeting> {
  return http.getJson(`meetings/${encodeURIComponent(id)}`, meetingSchema, { signal });
}

// An unset filter is left out of the query string rather than sent as "undefined".
function definedParams(query: MeetingListQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}
