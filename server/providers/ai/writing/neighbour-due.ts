import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { isNextStep, saysTimeAhead } from '../signals/next-steps.ts';
import { normalize, sentences } from '../text.ts';
import { dueOf } from './commitments.ts';

/**
 * When a step said without a date is due, from the sentences around it: people often give the date apart
 * from the task ("Amanhã cedo, sem falta. Te mando a planilha.", "Te mando o orçamento. Até sexta."), or the
 * other side asks for it in the turn before ("Preciso disso até quinta." / "Te mando o orçamento.") or sets
 * it in the turn after ("Fechado, fico esperando até sexta."). The nearest sentence saying a time ahead
 * gives it: first the step's own turn, then the line before, then the line after. A sentence that is a
 * commitment of its own keeps its date to itself, and one telling the past or a habit gives none.
 */
export function dueNearby(
  segments: TranscriptSegment[],
  index: number,
  stepText: string,
): string | undefined {
  const segment = segments[index]!;
  const own = sentences(segment.text);
  const stepSentences = new Set(sentences(stepText));
  const first = own.findIndex((sentence) => stepSentences.has(sentence));
  const byDistance = own
    .map((sentence, position) => ({ sentence, distance: Math.abs(position - Math.max(first, 0)) }))
    .filter(({ sentence }) => !stepSentences.has(sentence))
    .sort((a, b) => a.distance - b.distance)
    .map(({ sentence }) => sentence);
  // A turn cut in two by the transcript is still the speaker's; a request just before, by the other side,
  // is the task this step takes on, and its date is this step's ("Preciso disso até quinta." / "Te mando.").
  const previous = segments[index - 1];
  const answersRequest = previous !== undefined && previous.speaker !== segment.speaker;
  const before = previous ? sentences(previous.text).toReversed() : [];
  const after = segments[index + 1] ? sentences(segments[index + 1]!.text) : [];
  const candidates = [
    ...byDistance.map((sentence) => ({ sentence, ownDate: true })),
    ...before.map((sentence) => ({ sentence, ownDate: !(answersRequest && asksTheListener(sentence)) })),
    ...after.map((sentence) => ({ sentence, ownDate: true })),
  ];
  for (const { sentence, ownDate } of candidates) {
    const plain = normalize(sentence);
    if (
      (ownDate && isNextStep(plain)) ||
      !saysTimeAhead(plain) ||
      toldAsPastOrHabit.test(plain) ||
      toldAsDuration.test(plain)
    )
      continue;
    const due = dueOf(sentence);
    if (due) return due;
  }
  return undefined;
}

/** A request to the one who replies: "Preciso disso até quinta", "você me manda até sexta", "pode mandar amanhã". */
const asksTheListener = (sentence: string) =>
  /\b(?:voce|voces|vc|pode|podem|preciso|precisamos|consegue|conseguem)\b|^(?:e )?(?:me|nos) /.test(
    normalize(sentence),
  );

/** "Semana passada eu mandei", "na sexta foi o fechamento", "toda segunda a gente confere": no date ahead. */
/**
 * How long something lasts or takes, said of it ("a imagem é apagada em trinta dias", "a instalação leva
 * uns dez dias"): a property of the product, not by when anyone does anything.
 */
const toldAsDuration =
  /\b(?:e|sao|fica|ficam|leva|levam|demora|demoram|dura|duram)\b[^.,]{0,30}\b(?:em|por|uns|umas|ate) (?:\w+ ){0,2}?(?:dias|semanas|meses|anos|horas)\b/;
const toldAsPastOrHabit =
  /\b[a-z]{3,}ei\b|\b(?:foi|foram|teve|tivemos|passad[oa]|ontem|sempre)\b|\b(?:tod[oa]s?|cada) (?:[oa]s? )?(?:dia|semana|mes|segunda|terca|quarta|quinta|sexta|sabado|domingo|manha|tarde|noite)/;
