import type { Database } from '../db/database.ts';
import type { TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';
import { corpus, type Conversation } from '../db/seed/corpus/index.ts';
import { transcriptSegments } from '../db/seed/transcript.ts';
import { displayName } from '../../src/domain/display-name.ts';

type MeetingFacts = {
  meeting_type: 'INTERNAL' | 'EXTERNAL';
  participants: { name: string; email: string | null }[];
  first_name: string | null;
  last_name: string | null;
  email_address: string;
};

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
function conversationFor(meetingId: string, meetingType: MeetingFacts['meeting_type']): Conversation {
  if (meetingType === 'INTERNAL') return corpus.pipelineReview;
  let hash = 0;
  for (const character of meetingId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return salesCalls[hash % salesCalls.length]!;
}

/**
 * What the simulated bot heard: a pt-BR conversation of the seed corpus with the owner as the seller and
 * the meeting's participants (or "Participante N" when the link brought no names) as the others.
 */
export async function recordedTranscript(
  db: Database,
  meetingId: string,
): Promise<{ segments: TranscriptSegment[]; participants: MeetingFacts['participants'] } | undefined> {
  const [facts] = await db.query<MeetingFacts>(
    `SELECT m.meeting_type, m.participants, u.first_name, u.last_name, u.email_address
       FROM meetings m JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
    [meetingId],
  );
  if (!facts) return undefined;
  const participants =
    facts.participants.length > 0
      ? facts.participants
      : [
          { name: 'Participante 1', email: null },
          { name: 'Participante 2', email: null },
        ];
  const seller = displayName({
    firstName: facts.first_name,
    lastName: facts.last_name,
    emailAddress: facts.email_address,
  });
  const segments = transcriptSegments(conversationFor(meetingId, facts.meeting_type), {
    seller,
    client: participants[0]!.name,
    client2: participants[1]?.name ?? participants[0]!.name,
  }).map((segment, index) => ({ id: `s${index}`, ...segment }));
  return { segments, participants };
}
