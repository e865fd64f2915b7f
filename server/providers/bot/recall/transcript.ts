import type { CallTranscript, MeetingBrief } from '../provider.ts';
import type { RecallTranscript } from './schemas.ts';

/**
 * Recall's transcript (one entry per stretch of one participant's speech, word by word) as the product's
 * segments: one per entry, its words joined, from its first word's start to its last word's end. Who took
 * part: the named speakers other than the meeting's owner (the seller); the meeting keeps the participants
 * it already had. The call lasted `durationSeconds` (the recording's), or until the last words.
 */
export function callTranscriptOf(
  transcript: RecallTranscript,
  brief: MeetingBrief,
  durationSeconds: number | undefined,
): CallTranscript {
  const segments = transcript
    .filter((entry) => entry.words.length > 0)
    .map((entry, index) => ({
      id: `s${index}`,
      speaker: entry.participant.name ?? `Participante ${entry.participant.id}`,
      startSeconds: entry.words[0]!.start_timestamp.relative,
      endSeconds: entry.words.at(-1)!.end_timestamp.relative,
      text: entry.words.map((word) => word.text).join(' '),
    }));
  const speakers = [...new Set(segments.map((segment) => segment.speaker))];
  const participants = speakers
    .filter((speaker) => speaker !== brief.ownerName)
    .map((name) => ({ name, email: null }));
  const lastWords = segments.at(-1)?.endSeconds ?? 0;
  return {
    segments,
    participants,
    durationSeconds: Math.ceil(durationSeconds ?? lastWords),
  };
}
