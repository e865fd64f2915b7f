import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize } from '../text.ts';

/**
 * Who decides, said by kinship or role rather than name ("quem decide é ele, né, pai?", "o meu sócio que
 * assina"): the call named them when it introduced them ("o meu pai, o seu Ernesto", "o Rodrigo, meu sócio").
 */
const kin =
  'pai|mae|marido|esposa|mulher|irmao|irma|tio|tia|sogro|sogra|filho|filha|avo|socio|socia|chefe|patrao|patroa';
const kinSaid = new RegExp(`\\b(${kin})\\b`, 'g');

/** The names the sentence's kinship or role words stand for, as the call introduced them before it. */
export function namedByKin(sentence: string, segments: TranscriptSegment[], upTo: number): string[] {
  const nouns = [...new Set([...normalize(sentence).matchAll(kinSaid)].map((match) => match[1]!))];
  return nouns.flatMap((noun) => {
    for (let index = upTo; index >= 0; index -= 1) {
      const name = introduced(noun, segments[index]!.text);
      if (name) return [name];
    }
    return [];
  });
}

/** "o meu pai, o seu Ernesto" or "o Rodrigo, meu sócio": the name said beside the noun, in apposition. */
function introduced(noun: string, text: string): string | undefined {
  const said = accented(noun);
  const after = new RegExp(
    `(?<!\\p{L})(?:[Mm]eu|[Mm]inha|[Nn]osso|[Nn]ossa|[Oo]|[Aa]) ${said},? (?:o |a )?(?:(?:[Ss]eu|[Dd]ona|[Dd]outora?|[Dd]ra?)\\.? )?(\\p{Lu}\\p{Ll}+)`,
    'u',
  ).exec(text);
  const before = new RegExp(
    `(\\p{Lu}\\p{Ll}+), (?:o |a )?(?:meu|minha|nosso|nossa) ${said}(?!\\p{L})`,
    'u',
  ).exec(text);
  return after?.[1] ?? before?.[1];
}

/** The noun as written, accents or not: "mae" → "m[aáàâã][eéê]". */
const accented = (noun: string) =>
  noun.replace(/[aeiou]/g, (vowel) => `[${vowel}${{ a: 'áàâã', e: 'éê', i: 'í', o: 'óôõ', u: 'ú' }[vowel]}]`);
