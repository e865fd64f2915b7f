import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * The kinds of objection a client's reply voices, in the order found, after the seller's line, on a made-up
 * call that opens with how things are done today (so the reply is read as the objection tests read it).
 */
export const objectionKindsAfter = (sellerLine: string, reply: string) =>
  findSignals(
    call(
      ['Vendedor', 'Como vocês organizam isso hoje?'],
      ['Cliente', 'Cada um anota num caderno, do seu jeito.'],
      ['Vendedor', sellerLine],
      ['Cliente', reply],
    ),
  )
    .filter((signal) => signal.kind === 'objection' && signal.segmentId === 's3')
    .map((signal) => signal.value);
