import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize, sentences } from '../text.ts';
import { findAmounts } from './amounts.ts';
import { findDates } from './dates.ts';
import { isNextStep } from './next-steps.ts';
import { objectionKindsOf } from './objections.ts';
import { sellerOf } from './seller.ts';

export type SignalKind = 'nextStep' | 'objection' | 'date' | 'amount';

/**
 * Something said that a seller acts on, found by rules in pt-BR speech. `text` is the sentence as said;
 * `value` is the amount or date written in one way ("R$ 10.000,00/mês", "2026-03-15", "próxima semana")
 * or the kind of objection ("preço", "concorrência", "momento", "aprovação", "segurança", "aderência").
 */
export type Signal = {
  kind: SignalKind;
  text: string;
  speaker: string;
  segmentId: string;
  startSeconds: number;
  value?: string;
};

/** Next steps, objections, dates and amounts of a transcript, in the order they were said. */
export function findSignals(segments: TranscriptSegment[]): Signal[] {
  const found: Signal[] = [];
  const add = (signal: Signal) => {
    // "Esse é o meu medo. A última migração foi um caos.": one objection in two sentences of one turn.
    const same = found.findLast(
      (earlier) =>
        earlier.segmentId === signal.segmentId &&
        earlier.kind === signal.kind &&
        earlier.value === signal.value,
    );
    if (!same) found.push(signal);
    else if (signal.kind === 'nextStep' || signal.kind === 'objection') same.text += ` ${signal.text}`;
  };
  // The seller answers objections ("os dados ficam em São Paulo, conforme a LGPD"); only the others raise them.
  const seller = sellerOf(segments);
  for (const segment of segments) {
    const said = { speaker: segment.speaker, segmentId: segment.id, startSeconds: segment.startSeconds };
    for (const text of sentences(segment.text)) {
      const plain = normalize(text);
      if (isNextStep(plain)) add({ kind: 'nextStep', text, ...said });
      if (segment.speaker !== seller) {
        for (const value of objectionKindsOf(plain)) add({ kind: 'objection', text, ...said, value });
      }
      for (const value of findDates(plain)) add({ kind: 'date', text, ...said, value });
      for (const { value } of findAmounts(plain)) add({ kind: 'amount', text, ...said, value });
    }
  }
  return found;
}
