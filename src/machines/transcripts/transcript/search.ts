import type { TranscriptSegment } from '../../../api-contract/transcription.ts';

// Accents and case do not matter when searching Portuguese: "reuniao" finds "Reunião".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/** Ids of the segments whose text or speaker contains `query`, in transcript order; none for a blank query. */
export function findMatches(segments: readonly TranscriptSegment[], query: string): string[] {
  const needle = fold(query.trim());
  if (needle === '') return [];
  return segments
    .filter((segment) => fold(segment.text).includes(needle) || fold(segment.speaker).includes(needle))
    .map((segment) => segment.id);
}

/** The segment being spoken at `seconds`: the last one that started by then, or null before the first. */
export function segmentAt(segments: readonly TranscriptSegment[], seconds: number): string | null {
  let current: string | null = null;
  for (const segment of segments) {
    if (segment.startSeconds > seconds) break;
    current = segment.id;
  }
  return current;
}

/** The neighbour of `index` in a ring of `count` items: next and previous wrap around. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  return count === 0 ? 0 : (index + step + count) % count;
}
