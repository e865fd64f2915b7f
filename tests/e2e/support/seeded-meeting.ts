import type { APIRequestContext, Page } from './test.ts';
import type { Meeting, MeetingList } from '../../../src/api-contract/meeting.ts';
import type { Transcription } from '../../../src/api-contract/transcription.ts';
import { meetingIdAt, meetingPlan } from '../../server/support/seed-facts.ts';
import { bearerOf } from './bot-meeting.ts';

const seededMeetingIds = new Set(meetingPlan.map((_, index) => meetingIdAt(index)));

/**
 * The signed-in person's newest finished meeting of the seed (by its planned id: meetings other suites add
 * are left out) and its transcript, read through the API as the app reads them.
 */
export async function seededFinishedMeeting(
  page: Page,
  request: APIRequestContext,
): Promise<{ meeting: Meeting; transcript: Transcription }> {
  const auth = await bearerOf(page);
  const list = (await (
    await request.get('/api/meetings?status=done&limit=100', { headers: auth })
  ).json()) as MeetingList;
  const meeting = list.meetings.find((candidate) => seededMeetingIds.has(candidate.id));
  if (!meeting) throw new Error('the seed has no finished meeting for this person');
  const transcript = (await (
    await request.get(`/api/meetings/${meeting.id}/transcription`, { headers: auth })
  ).json()) as Transcription;
  return { meeting, transcript };
}
