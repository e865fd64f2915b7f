import { oncePerTranscript } from '../once-per-transcript.ts';
import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';

/**
 * Who of the speakers is most likely the seller, when nothing else says so (an uploaded transcript names
 * speakers as its tool did): the one who asks the most questions, as a discovery call is led by questions.
 * Ties go to who spoke first. Undefined for a call with one speaker.
 */
export function sellerOf(segments: TranscriptSegment[]): string | undefined {
  const asked = new Map<string, number>();
  for (const segment of segments) {
    const questions = sentencesOf(segment.text).filter(
      (sentence) => (sentence.endsWith('?') && !setsUpTheCall.test(sentence)) || asksToTell.test(sentence),
    ).length;
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
export const sellerTeam = oncePerTranscript(function findSellerTeam(
  segments: TranscriptSegment[],
): ReadonlySet<string> {
  const seller = sellerOf(segments);
  const team = new Set<string>(seller === undefined ? [] : [seller]);
  segments.forEach((segment, position) => {
    if (segment.speaker !== seller || !introduces.test(segment.text)) return;
    const heard = new Set(segments.slice(0, position + 1).map((earlier) => earlier.speaker));
    const name = introducedName.exec(segment.text)?.[1];
    // "ele tá como Falante 3 aí": the label the one brought has in the transcript, said.
    const labelled = segments.find((other) => saysLabel(segment.text, other.speaker));
    const named = labelled ?? segments.find((other) => name !== undefined && other.speaker.includes(name));
    // "Eu trouxe o Fábio, nosso engenheiro, pode ser?": the voice that answers is the client's; the one
    // brought is the next new voice after it.
    const answerer = segment.text.trim().endsWith('?') ? segments[position + 1]?.speaker : undefined;
    const next = segments
      .slice(position + 1)
      .find((later) => !heard.has(later.speaker) && later.speaker !== answerer);
    const greets = next && (segments.indexOf(next) === position + 1 || answerer !== undefined);
    const brought = named ?? (greets ? next : undefined);
    if (brought) team.add(brought.speaker);
  });
  return team;
});
/**
 * Whom the seller brought or is with, said with what they do for the seller's side: a title ("o Eduardo, que é
 * meu gerente", "a Lia, nossa especialista") or, when brought, the part they take ("eu trouxe o Rodrigo, que
 * cuida da implantação"). A client's name beside "chamei" ("chamei o Fernando pra ver a demo") is no colleague.
 */
const introduces =
  /\b(?:trouxe|chamei|convidei|(?:t[áa]|est[áa]) (?:aqui )?comigo|(?:estou|t[ôo]) com)\b[^.?!]*\b(?:o|a) \p{Lu}\p{Ll}+[^.?!]*\b(?:meu|minha|nosso|nossa) (?:gerente|colega|diretor\w*|especialista|consultor\w*|s[óo]ci[oa]|supervisor\w*|l[íi]der|coordenador\w*|engenheir[oa]|analista|t[ée]cnic[oa])\b|\b(?:trouxe|convidei)\b[^.?!]*\b(?:o|a) \p{Lu}\p{Ll}+,? (?:que|quem) (?:cuida|toca|faz|responde|coordena|lidera|conduz|acompanha|vai cuidar|vai tocar|vai fazer)\b/iu;
const saysLabel = (text: string, label: string) =>
  new RegExp(
    `\\b(?:como|é o|é a) ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'iu',
  ).test(text);
const introducedName = /\b(?:o|a) (\p{Lu}\p{Ll}+)/u;

const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).map((sentence) => sentence.trim());

/** "Alô?", "Tá gravando?", "Me ouve?": setting up the call, asked by either side, is not leading it. */
const setsUpTheCall =
  /^(?:al[ôo]|oi|(?:t[áa] )?(?:gravando|me ouvindo|me ouve|me escuta|me escutando|aparecendo|funcionando|dando pra ouvir|ligad[oa])(?: j[áa])?|(?:voc[êe]s? )?(?:me )?(?:ouve|ouvem|escuta|escutam)(?: bem)?|consegue(?:m)? (?:me )?(?:ouvir|ver|escutar)(?: bem)?|todos (?:aqui|a[íi])|(?:j[áa] )?(?:entrou|entraram) todo mundo)(?: j[áa])?\?$/iu;

/** "Me explica como vocês sabem hoje…", "me conta": the seller leads with requests to tell as with questions. */
const asksToTell = /^(?:[^,.?!]{1,40}, ){0,2}(?:me|nos) (?:explica|conta|fala|descreve)\b/iu;
