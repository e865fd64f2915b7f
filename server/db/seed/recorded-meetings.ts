import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { meetingPlan } from './meeting-plan.ts';
import type { SeedMeeting } from './meetings.ts';
import type { Segment } from './transcript.ts';

/**
 * The committed audio of the seeded finished meetings: speech synthesised once from their transcripts
 * (scripts/synthesise-recordings.ts), Ogg Opus, mono. Beside this module under tsx; once built, beside the
 * bundle, where scripts/build-server.ts copies it (as the migrations), wherever the build goes.
 */
export const seededRecordingsDirectory = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'recordings',
);

export const seededRecordingType = 'audio/ogg';

export type RecordedMeeting = SeedMeeting & { transcript: Segment[]; durationSeconds: number };

/**
 * Every finished seeded meeting with a transcript has a recording (seedMeetings' order, which follows the
 * plan's): the story calls and the dashboard's quarter of history alike, so no demo call opens without one.
 */
export function recordedMeetings(meetings: SeedMeeting[]): RecordedMeeting[] {
  return meetings.filter((meeting, index): meeting is RecordedMeeting => {
    const plan = meetingPlan[index];
    return plan !== undefined && meeting.transcript !== null && meeting.durationSeconds !== null;
  });
}

/**
 * The audio file of a transcript, named by what is said and when (not by who: names change from one meeting
 * to another, the words and times do not), so meetings that share a conversation share one file.
 */
export function recordingFileOf(meeting: RecordedMeeting): string {
  const timeline = meeting.transcript.map((segment) => [
    segment.startSeconds,
    segment.endSeconds,
    segment.text,
  ]);
  const hash = createHash('sha256')
    .update(JSON.stringify({ timeline, durationSeconds: meeting.durationSeconds }))
    .digest('hex');
  return `${hash.slice(0, 16)}.ogg`;
}
