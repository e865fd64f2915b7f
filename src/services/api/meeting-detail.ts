/** The meeting page's calls (spec section 7, Meetings and Other): the meeting, its bot, answers and enrichment. */
import { z } from 'zod';
import { http } from '../http.ts';
import { isHttpError } from '../http-error.ts';
import {
  enrichmentSchema,
  meetingAnswersSchema,
  type Enrichment,
  type MeetingAnswer,
} from './schemas/meeting-detail.ts';
import {
  meetingLogsSchema,
  meetingSchema,
  type Meeting,
  type MeetingLog,
  type UpdateMeeting,
} from './schemas/meeting.ts';

type Options = { signal?: AbortSignal };
const id = (meetingId: string) => encodeURIComponent(meetingId);

export function fetchMeetingLogs(meetingId: string, { signal }: Options = {}): Promise<MeetingLog[]> {
  return http.getJson(`meetings/${id(meetingId)}/logs`, meetingLogsSchema, { signal });
}

export function updateMeeting(
  meetingId: string,
  changes: UpdateMeeting,
  { signal }: Options = {},
): Promise<Meeting> {
  return http.sendJson('PATCH', `meetings/${id(meetingId)}`, changes, meetingSchema, { signal });
}

export function setMeetingEnabled(
  meetingId: string,
  enabled: boolean,
  { signal }: Options = {},
): Promise<Meeting> {
  const action = enabled ? 'enable' : 'disable';
  return http.sendJson('PATCH', `meetings/${action}/${id(meetingId)}`, {}, meetingSchema, { signal });
}

export function restartBot(meetingId: string, { signal }: Options = {}): Promise<Meeting> {
  return http.sendJson('PATCH', `meetings/${id(meetingId)}/restart-bot`, {}, meetingSchema, { signal });
}

export async function deleteMeeting(meetingId: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', `meetings/${id(meetingId)}`, undefined, z.unknown(), { signal });
}

export function fetchMeetingAnswers(meetingId: string, { signal }: Options = {}): Promise<MeetingAnswer[]> {
  return http.getJson(`meeting/answers/${id(meetingId)}`, meetingAnswersSchema, { signal });
}

/** Null while there is nothing to analyse yet (the server answers 404 until the transcript exists). */
export function fetchEnrichment(meetingId: string, { signal }: Options = {}): Promise<Enrichment | null> {
  return orNullWhenMissing(http.getJson(`enrichment/${id(meetingId)}`, enrichmentSchema, { signal }));
}

/** A 404 for a part of a meeting (transcript, recording, analysis) means "not there yet", not a failure. */
export async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
