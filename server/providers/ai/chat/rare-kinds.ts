import type { ScoredSegment } from '../retrieval.ts';
import type { AnswerType } from './answer-type.ts';
import { statesAnswerType } from './answer-by-form.ts';

/**
 * The ranked lines with every one saying the rare kind asked for weighing, beside its words, what one word of
 * the question would (`weight`): "Que porcentagem das entregas dá problema?" is answered by "Três em cada dez
 * pedidos voltam", and "Em quanto tempo fica pronta?" by the reply "Três, quatro dias úteis", which its
 * question's words reach; a call says few shares and lengths of time, so the kind singles the line out among
 * those. A line no word of the question reaches is about another subject, whatever its kind: "Quanto tempo o
 * entregador espera na doca?" is not answered by "A implantação leva duas semanas" when another line speaks of
 * the driver's wait. (Where the question's words reach no line, answerByForm may take the one of its kind.)
 */
export function withRareKind(
  type: AnswerType | undefined,
  weight: number,
  ranked: ScoredSegment[],
): ScoredSegment[] {
  if (type !== 'share' && type !== 'duration' && type !== 'frequency') return ranked;
  return ranked
    .map(({ segment, score }) => ({
      segment,
      score: statesAnswerType(type, segment) ? score + weight : score,
    }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
