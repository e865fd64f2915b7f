import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';

/**
 * Who of the speakers is most likely the seller, when nothing else says so (an uploaded transcript names
 * speakers as its tool did): the one who asks the most questions, as a discovery call is led by questions.
 * Ties go to who spoke first. Undefined for a call with one speaker.
 */
export function sellerOf(segments: TranscriptSegment[]): string | undefined {
  const asked = new Map<string, number>();
  for (const segment of segments) {
    const questions = (segment.text.match(/\?/g) ?? []).length;
    asked.set(segment.speaker, (asked.get(segment.speaker) ?? 0) + questions);
  }
  if (asked.size < 2) return undefined;
  return [...asked].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
