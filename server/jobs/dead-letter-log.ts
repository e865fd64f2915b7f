import type { MeetingLogSource } from '../../src/api-contract/meeting.ts';
import type { DeadJob } from './job-queue.ts';
import type { Store } from '../features/store.ts';

/**
 * A queue's dead letter as a line on the meeting's logs (the job's data names it as `meetingId`): the work
 * that never got done is seen where the meeting is, not only in the server log.
 */
export function deadLetterOnMeetingLogs(
  store: Pick<Store, 'meetings' | 'meetingLogs'>,
  /** The line for this dead job: whose it is, its code, and a pt-BR sentence. */
  lineOf: (dead: DeadJob) => { source: MeetingLogSource; subCode: string; message: string },
): (dead: DeadJob) => Promise<void> {
  return async (dead) => {
    console.error(`[jobs] ${dead.queue} failed for good: ${dead.error}`);
    const meetingId = meetingIdOf(dead.data);
    if (!meetingId) return;
    const meeting = await store.meetings.find(meetingId);
    if (!meeting) return;
    await store.meetingLogs.add(meetingId, { status: meeting.status, ...lineOf(dead) });
  };
}

function meetingIdOf(data: unknown): string | undefined {
  const value = (data as { meetingId?: unknown } | null)?.meetingId;
  return typeof value === 'string' ? value : undefined;
}
