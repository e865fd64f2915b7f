import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize, sentences } from '../text.ts';
import { personName } from '../writing/reported-speech.ts';

/** Who decides, as said in a call: a name ("Fernando") or a body ("conselho"), and the line that says it. */
export type DecisionMaker = { who: string; segmentId: string; sentence: string; speaker: string };

/** A sentence that says who decides, signs or approves (normalised: lower case, no accents). */
const decides =
  /\bquem (?:assina|decide|aprova|bate o martelo)\b|\bdecisao (?:e|eh|fica|passa|sai|depende)\b|\b(?:ele|ela|eles) (?:decide|decidem|assina|assinam|aprova|aprovam)\b|\b(?:precisa|depende) (?:de )?(?:aprovacao|aval) d[oa]\b|\baprova qualquer\b|\bfica na minha alcada\b|\bsou eu que (?:decido|assino|aprovo)\b|\bdecido eu\b|\beu decido\b|\bfalta o \w+ aprovar\b|\bprecisam? (?:assinar|aprovar|concordar)\b/;

/** Bodies that decide, written as a note names them. */
const bodies: Array<[RegExp, string]> = [
  [/\bconselho de administracao\b/, 'conselho de administração'],
  [/\bconselho\b/, 'conselho'],
  [/\bcomite\b/, 'comitê'],
  [/\bdiretoria\b/, 'diretoria'],
  [/\bfinanceiro\b/, 'financeiro'],
  [/\bjuridico\b/, 'jurídico'],
  [/\bdono\b/, 'dono'],
  [/\bsocios?\b/, 'sócios'],
  [/\bdono\b/, 'dono'],
];

/** A body the decision passes by, in the decision's own sentence: "pelo financeiro", "aprovação do conselho". */
const bodyBeside =
  /\b(?:pel[oa]s?|aprovacao d[oa]s?|aval d[oa]s?) (?:\w+ )?(conselho|comite|diretoria|financeiro|juridico|dono|socios)\b/g;
const bodyName = (word: string) => bodies.find(([pattern]) => pattern.test(word))?.[1] ?? word;

/** Capitalised words after "o", "a", "seu", "dona", "doutor": the people a sentence names. */
const named = /(?:\b(?:o|a|seu|dona|doutor|doutora|com o|com a)\s+)(\p{Lu}[\p{Ll}]+)/gu;

/**
 * The people and bodies the call says decide, in the order said, each once: "quem assina é o Fernando" →
 * Fernando; "o dono, o seu Alberto. Ele aprova" → Alberto (the name in the line before "ele aprova");
 * "quem decide é o conselho" → conselho; "fica na minha alçada" → who said it.
 */
export function decisionMakersOf(segments: TranscriptSegment[]): DecisionMaker[] {
  const found: DecisionMaker[] = [];
  const add = (who: string, segment: TranscriptSegment, sentence: string) => {
    if (!found.some((maker) => normalize(maker.who) === normalize(who)))
      found.push({ who, segmentId: segment.id, sentence, speaker: segment.speaker });
  };
  for (const segment of segments) {
    const said = sentences(segment.text);
    said.forEach((sentence, index) => {
      const plain = normalize(sentence);
      if (plain.endsWith('?') || !decides.test(plain)) return;
      const context = [said[index - 1] ?? '', sentence].join(' ');
      const names = [...context.matchAll(named)].map((match) => match[1]!);
      if (/\bminha alcada\b|\bsou eu que\b|\bdecido eu\b|\beu decido\b|\bdecisao e minha\b/.test(plain)) {
        add(personName(segment.speaker), segment, sentence);
      }
      for (const name of names) add(name, segment, sentence);
      // "passa pelo Hélio e pelo financeiro": a body named beside a person decides too.
      for (const match of plain.matchAll(bodyBeside))
        add(bodyName((match[1] ?? match[2])!), segment, sentence);
      if (names.length === 0) {
        const body = bodies.find(([pattern]) => pattern.test(normalize(context)));
        if (body) add(body[1], segment, sentence);
      }
    });
  }
  return found;
}
