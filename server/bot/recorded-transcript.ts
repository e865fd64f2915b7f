import type { TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';
import { corpus, type Conversation } from '../db/seed/corpus/index.ts';
import { transcriptSegments } from '../db/seed/transcript.ts';
import type { CallTranscript, MeetingBrief } from './provider.ts';

/** A Recall-style transcript ends some seconds after the last words; the call lasts that long. */
const closingSeconds = 25;

/** How long the simulated call lasted: its recording and the meeting's duration both use this. */
export function callLengthSeconds(segments: TranscriptSegment[]): number {
  return Math.ceil((segments.at(-1)?.endSeconds ?? 0) + closingSeconds);
}

const salesCalls: Conversation[] = Object.values(corpus).filter(
  (conversation) => conversation !== corpus.pipelineReview,
);

/** The same meeting always "records" the same conversation, so reruns and tests are reproducible. */
function conversationFor(meetingId: string, meetingType: MeetingBrief['meetingType']): Conversation {
  if (meetingType === 'INTERNAL') return corpus.pipelineReview;
  let hash = 0;
  for (const character of meetingId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return salesCalls[hash % salesCalls.length]!;
}

/**
 * What the simulated bot heard: a pt-BR conversation of the seed corpus with the owner as the seller and
 * the meeting's participants (or "Participante N" when the link brought no names) as the others.
 */
export function recordedTranscript(meetingId: string, brief: MeetingBrief): CallTranscript {
  const participants =
    brief.participants.length > 0
      ? brief.participants
      : [
          { name: 'Participante 1', email: null },
          { name: 'Participante 2', email: null },
        ];
  const segments = transcriptSegments(conversationFor(meetingId, brief.meetingType), {
    seller: brief.ownerName,
    client: participants[0]!.name,
    client2: participants[1]?.name ?? participants[0]!.name,
  }).map((segment, index) => ({ id: `s${index}`, ...segment }));
  return { segments, participants, durationSeconds: callLengthSeconds(segments) };
}
