import { corpus, type Conversation } from '../../db/seed/corpus/index.ts';
import { transcriptSegments, type Segment } from '../../db/seed/transcript.ts';

/** Recall's transcript ends some seconds after the last words; the call (and its recording) lasts that long. */
const closingSeconds = 25;

/** Who is in the emulated call: the bot's metadata names them (the adapter sends it, Recall keeps it). */
export type Cast = { meetingId: string; internal: boolean; seller: string; guests: string[] };

export function castOf(botId: string, metadata: Record<string, string>): Cast {
  const guests = (metadata.pauta_guests ?? '').split('|').filter((name) => name.length > 0);
  return {
    meetingId: metadata.pauta_meeting_id ?? botId,
    internal: metadata.pauta_meeting_type === 'INTERNAL',
    seller: metadata.pauta_seller || 'Vendedor',
    guests: guests.length > 0 ? guests : ['Participante 1', 'Participante 2'],
  };
}

const salesCalls: Conversation[] = Object.values(corpus).filter(
  (conversation) => conversation !== corpus.pipelineReview,
);

/** The same meeting always "records" the same conversation, so reruns and tests are reproducible. */
function conversationFor(cast: Cast): Conversation {
  if (cast.internal) return corpus.pipelineReview;
  let hash = 0;
  for (const character of cast.meetingId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return salesCalls[hash % salesCalls.length]!;
}

/** What the emulated bot heard: a pt-BR conversation of the seed corpus, said by the cast. */
export function recordedCall(cast: Cast): { segments: Segment[]; lengthSeconds: number } {
  const segments = transcriptSegments(conversationFor(cast), {
    seller: cast.seller,
    client: cast.guests[0]!,
    client2: cast.guests[1] ?? cast.guests[0]!,
  });
  return { segments, lengthSeconds: Math.ceil((segments.at(-1)?.endSeconds ?? 0) + closingSeconds) };
}

/** The call's words in Recall's transcript download (https://docs.recall.ai/docs/download-schemas). */
export function recallTranscriptOf(segments: Segment[]) {
  const speakers = [...new Set(segments.map((segment) => segment.speaker))];
  return segments.map((segment) => {
    const words = segment.text.split(/\s+/).filter((word) => word.length > 0);
    const step = (segment.endSeconds - segment.startSeconds) / Math.max(1, words.length);
    const at = (index: number) => Math.round((segment.startSeconds + index * step) * 1000) / 1000;
    return {
      participant: { id: speakers.indexOf(segment.speaker) + 100, name: segment.speaker },
      words: words.map((text, index) => ({
        text,
        start_timestamp: { relative: at(index) },
        end_timestamp: { relative: index === words.length - 1 ? segment.endSeconds : at(index + 1) },
      })),
    };
  });
}
