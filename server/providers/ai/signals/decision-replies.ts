import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize } from '../text.ts';

/**
 * The seller asking whether the decision is the listener's, to be answered yes or no ("E a decisão fica com
 * você?", "É você que assina?", "A aprovação é sua ou de mais alguém?", "Vocês que decidem?"): no "quem" to
 * read, but the reply says who decides all the same.
 */
export const asksIfListenerDecides =
  /\b(?:decisao|aprovacao|palavra final|ultima palavra|assinatura|caneta)\b(?: (?:ai|aqui|final|mesmo))?,? (?:(?:e|fica|esta|sera|seria|cabe|passa) )?(?:com voce|com voces|voce|voces|sua|de voce|de voces|a voce)\b[^?]*\?|\b(?:voce|voces)(?: mesm[oa]s?)? (?:que |quem )?(?:decid|assin|aprov|bat\w* o martelo)\w*\b[^?]*\?/;

/**
 * A reply saying yes to that question ("Fica.", "Sim, sou eu.", "Isso, eu assino."), or naming the speaker
 * beside someone ("É a Cíntia e eu", "eu e o meu irmão"): the one who replies decides. "Não, ..." does not.
 */
export const affirmsDeciding = (plainReply: string) =>
  /^(?:sim|fica|sou|somos|isso|exato|exatamente|com certeza|claro|e minha|e nossa|e sim|e comigo|comigo|aqui sou eu)\b/.test(
    plainReply,
  ) || /\b[a-z]+ e eu\b(?! (?:nao|so|apenas)\b)/.test(plainReply);

/**
 * Companies the call names when someone says where they are from ("Aqui é o Gilmar, da Nutrivale", "sou da
 * Lotus Agro", "trabalho na Ferrari Tintas"): a company said later as "a Nutrivale" is no person deciding.
 */
export function organisationsOf(segments: TranscriptSegment[]): Set<string> {
  const from =
    /(?:\p{Lu}\p{Ll}+,\s+|\b(?:sou|somos|trabalho|trabalhamos|falo|falamos|aqui)\s+)(?:d|n)[aeo]s?\s+(\p{Lu}[\p{L}-]+)/gu;
  return new Set(
    segments.flatMap((segment) => [...segment.text.matchAll(from)].map((match) => normalize(match[1]!))),
  );
}
