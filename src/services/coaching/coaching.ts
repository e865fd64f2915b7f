import { http } from '../http.ts';
import { orNullWhenMissing } from '../http-error.ts';
import { meetingCoachingSchema, type MeetingCoaching } from '../../api-contract/coaching.ts';

/**
 * A meeting's coaching figures; null until its transcript is final (the server answers 404 until then).
 * Read-only and recomputed by the server when the transcript changes, so nothing is cached here.
 */
export function fetchMeetingCoaching(
  meetingId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingCoaching | null> {
  return orNullWhenMissing(
    http.getJson(`meetings/${encodeURIComponent(meetingId)}/coaching`, meetingCoachingSchema, { signal }),
  );
}
