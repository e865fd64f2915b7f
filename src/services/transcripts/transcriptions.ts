import { http } from '../http.ts';
import { orNullWhenMissing } from '../http-error.ts';
import {
  transcriptionSchema,
  type Transcription,
  type UpdateTranscription,
} from '../../api-contract/transcription.ts';

type Options = { signal?: AbortSignal };
const id = (value: string) => encodeURIComponent(value);

/** Null when the meeting has no transcript (yet). */
export function fetchMeetingTranscription(
  meetingId: string,
  { signal }: Options = {},
): Promise<Transcription | null> {
  return orNullWhenMissing(
    http.getJson(`meetings/${id(meetingId)}/transcription`, transcriptionSchema, { signal }),
  );
}

export function updateTranscription(
  transcriptionId: string,
  changes: UpdateTranscription,
  { signal }: Options = {},
): Promise<Transcription> {
  return http.sendJson('PUT', `transcriptions/${id(transcriptionId)}`, changes, transcriptionSchema, {
    signal,
  });
}

export function improveTranscription(
  transcriptionId: string,
  { signal }: Options = {},
): Promise<Transcription> {
  return http.sendJson('POST', `transcriptions/${id(transcriptionId)}/improve`, {}, transcriptionSchema, {
    signal,
  });
}
