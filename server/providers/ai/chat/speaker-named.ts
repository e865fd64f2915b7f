import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ScoredSegment } from '../retrieval.ts';
import { contentStems, sentences } from '../text.ts';

/*
 * Questions about a speaker ("O que a Juliana disse sobre o prazo?"): who the question names, and the lines of
 * that speaker first. Names are in who says a line, not in what is said.
 */

/** Verbs of saying: "o que o André perguntou?" asks for what André said, about nothing in particular. */
const saying = new Set(
  contentStems(
    'disse dizer falou falar perguntou perguntar pediu pedir comentou comentar contou explicou levantou',
  ),
);

/**
 * The stems of the question that may name a speaker: its capitalised words ("Quanto a Jéssica paga?"), or
 * any word when it asks what someone said ("o que o andré perguntou?"). "Quantas academias são?" names no
 * one, though an upload labels a speaker "Academia Forte (Jéssica)".
 */
export function nameableStems(question: string): Set<string> {
  const words = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (contentStems(question).some((stem) => saying.has(stem))) return new Set(contentStems(question));
  return new Set(words.filter((word) => /^\p{Lu}/u.test(word)).flatMap((word) => contentStems(word)));
}

export const namesASpeaker = (asked: Set<string>, segments: TranscriptSegment[]) =>
  segments.some(({ speaker }) => contentStems(speaker).some((stem) => asked.has(stem)));

/**
 * "O que a Juliana disse sobre o prazo?": names are not in what people say, only in who says it, so the
 * lines of a speaker the question names count double and the others' (which only call them by name,
 * "Juliana, me conta...") half. A question about nothing but that person ("o que o André perguntou?")
 * is answered with their fullest lines.
 */
export function bySpeakerNamed(
  asked: Set<string>,
  nameable: Set<string>,
  segments: TranscriptSegment[],
  /** A passage's least score: their lines, when the question is about nothing but them, start there. */
  floor: number,
  ranked: ScoredSegment[],
) {
  const isNamed = (speaker: string) =>
    contentStems(speaker).some((stem) => asked.has(stem) && nameable.has(stem));
  const names = new Set(segments.flatMap(({ speaker }) => (isNamed(speaker) ? contentStems(speaker) : [])));
  if (names.size === 0) return ranked;
  const aboutOnlyThem = [...asked].every((stem) => names.has(stem) || saying.has(stem));
  if (aboutOnlyThem) {
    return segments
      .filter(({ speaker }) => isNamed(speaker))
      .map((segment) => ({ segment, score: floor + contentStems(segment.text).length / 10 }))
      .sort((a, b) => b.score - a.score);
  }
  return ranked
    .map(({ segment, score }) => ({ segment, score: score * (isNamed(segment.speaker) ? 2 : 0.5) }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/** "Oi, Renata, tudo bem?", "Obrigado, Renata!": a name said to someone, after a comma or opening a sentence. */
const addressed = (name: string) => new RegExp(`(?:^|[,.!?;:]\\s*)${name}\\s*(?:[,.!?;:]|$)`, 'iu');

/**
 * "O que deixa a Renata insegura?" where the upload labels her "Speaker 2": a first name that is no speaker's
 * label and that the lines only say to someone ("Oi, Renata, tudo bem?") is a person of the call, not what
 * is asked about; the question is answered by its other words, and the answer says who said each line by its
 * label, nothing more. A name the lines speak of ("a Renata do financeiro pediu") is a subject and stays.
 */
export function withoutAddressedNames(
  question: string,
  nameable: Set<string>,
  segments: TranscriptSegment[],
): string {
  const labels = new Set(segments.flatMap(({ speaker }) => contentStems(speaker)));
  const said = segments.flatMap(({ text }) => sentences(text));
  const onlyAddressed = (word: string) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu');
    const saying = said.filter((sentence) => pattern.test(sentence));
    return saying.length > 0 && saying.every((sentence) => addressed(word).test(sentence));
  };
  const rest = question.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const stems = contentStems(word);
    const isName =
      /^\p{Lu}/u.test(word) &&
      stems.length > 0 &&
      stems.every((stem) => nameable.has(stem) && !labels.has(stem));
    return isName && onlyAddressed(word) ? '' : word;
  });
  // "Quem é a Renata?" is about nothing else: the name is all it asks.
  return contentStems(rest).length > 0 ? rest : question;
}
