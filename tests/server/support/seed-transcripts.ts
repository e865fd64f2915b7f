import { corpus, type ConversationKey } from '../../../server/db/seed/corpus/index.ts';
import { transcriptSegments } from '../../../server/db/seed/transcript.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

/** Speakers by role, so expectations read "Cliente said". */
export const roles = { seller: 'Vendedor', client: 'Cliente', client2: 'Cliente 2' };

/** A seed conversation as the database holds it: the seed's timeline, ids by position ("s0", "s1"...). */
export function seedTranscript(key: ConversationKey): TranscriptSegment[] {
  return transcriptSegments(corpus[key], roles).map((segment, index) => ({ id: `s${index}`, ...segment }));
}
