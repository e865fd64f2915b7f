import { http } from '../http.ts';
import { meetingAnswersSchema, type MeetingAnswer } from './schemas/meeting-detail.ts';

/** The template's answers for one meeting, each with the passages it came from (spec section 7). */
export function fetchMeetingAnswers(
  meetingId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingAnswer[]> {
  return http.getJson(`meeting/answers/${encodeURIComponent(meetingId)}`, meetingAnswersSchema, { signal });
}
