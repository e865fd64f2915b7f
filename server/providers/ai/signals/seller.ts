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

/**
 * The seller and whoever the seller brought to the call ("Eu trouxe o Eduardo, que é meu gerente", "Tá
 * comigo a Lia, nossa especialista"): they answer for the product, so what they say raises no objection
 * and tells nothing of the client. The one brought is the speaker with that name or, on a transcript that
 * names no one, the first new voice right after the introduction (who greets the client).
 */
export function sellerTeam(segments: TranscriptSegment[]): Set<string> {
  const seller = sellerOf(segments);
  const team = new Set<string>(seller === undefined ? [] : [seller]);
  segments.forEach((segment, position) => {
    if (segment.speaker !== seller || !introduces.test(segment.text)) return;
    const heard = new Set(segments.slice(0, position + 1).map((earlier) => earlier.speaker));
    const name = introducedName.exec(segment.text)?.[1];
    const named = segments.find((other) => name !== undefined && other.speaker.includes(name));
    const next = segments.slice(position + 1).find((later) => !heard.has(later.speaker));
    const brought = named ?? (next && segments.indexOf(next) === position + 1 ? next : undefined);
    if (brought) team.add(brought.speaker);
  });
  return team;
}
const introduces =
  /\b(?:trouxe|chamei|convidei|(?:t[áa]|est[áa]) (?:aqui )?comigo|(?:estou|t[ôo]) com)\b[^.?!]*\b(?:o|a) \p{Lu}\p{Ll}+[^.?!]*\b(?:meu|minha|nosso|nossa) (?:gerente|colega|diretor\w*|especialista|consultor\w*|s[óo]ci[oa]|supervisor\w*|l[íi]der|coordenador\w*|engenheir[oa]|analista|t[ée]cnic[oa])\b/iu;
const introducedName = /\b(?:o|a) (\p{Lu}\p{Ll}+)/u;
