/*
 * A meeting's answers (spec section 7): the questions of its template, each answered from the transcript.
 * Choosing another template is a write: it is announced, the meeting page that shows the answers follows
 * `watchAnswerChanges`, and the meetings cache learns the meeting's new template.
 */
import { createResourceFeed } from '../resource-feed.ts';
import { http } from '../http.ts';
import { announceMeeting } from '../meetings/meetings.ts';
import { meetingAnswersSchema, type MeetingAnswer } from '../../api-contract/meeting-detail.ts';

type Options = { signal?: AbortSignal };

/** The meeting now answers with this template, and these are its answers. */
export type AnswersChange = {
  type: 'answers.changed';
  meetingId: string;
  templateId: string;
  answers: MeetingAnswer[];
};

const answerChanges = createResourceFeed<AnswersChange>();

/** The template's answers for one meeting, each with the passages it came from. */
export function fetchMeetingAnswers(meetingId: string, { signal }: Options = {}): Promise<MeetingAnswer[]> {
  return http.getJson(`meeting/answers/${encodeURIComponent(meetingId)}`, meetingAnswersSchema, { signal });
}

/**
 * `GET /api/meetings/admin/load/template`: the meeting takes this template and its questions are answered
 * from the transcript (by its owner or an administrator).
 */
export async function applyMeetingTemplate(
  meetingId: string,
  templateId: string,
  { signal }: Options = {},
): Promise<MeetingAnswer[]> {
  const answers = await http.getJson('meetings/admin/load/template', meetingAnswersSchema, {
    searchParams: { meetingId, templateId },
    signal,
  });
  answerChanges.publish({ type: 'answers.changed', meetingId, templateId, answers });
  // The meeting's templateId changed too: the cached lists hold the meeting as it now is.
  await announceMeeting(meetingId, 'meeting.saved', { signal });
  return answers;
}

/** Every change of a meeting's template from now on; returns the way to stop. */
export function watchAnswerChanges(listener: (change: AnswersChange) => void): () => void {
  return answerChanges.subscribe(listener);
}
