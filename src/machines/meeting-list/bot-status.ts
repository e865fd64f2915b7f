import type { Meeting, MeetingStatus } from '../../services/api/schemas/meeting.ts';

/**
 * Statuses after which the bot still moves the meeting on (Recall-style lifecycle, spec section 3). Every
 * other status is an end state (done, complete, or a failure).
 */
const activeBotStatuses: ReadonlySet<MeetingStatus> = new Set<MeetingStatus>([
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'recording_permission_allowed',
  'recording_permission_denied',
  'in_call_recording',
  'recording_paused',
  'recording_resumed',
  'call_ended',
  'recording_succeeded',
  'api_request_stop',
  'status_change',
]);

/** A scheduled meeting starts moving when the bot joins at its start: polled from a little before. */
const scheduledLeadMs = 5 * 60_000;

/** Whether the list should keep fetching this meeting to show its bot's progress. */
export function isBotActive(meeting: Pick<Meeting, 'status' | 'startTime'>, now = Date.now()): boolean {
  if (meeting.status === 'scheduled') return Date.parse(meeting.startTime) - now <= scheduledLeadMs;
  return activeBotStatuses.has(meeting.status);
}
