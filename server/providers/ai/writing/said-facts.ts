import type { Enrichment } from '../../../../src/api-contract/meeting-detail.ts';
import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { sellerOf } from '../signals/seller.ts';
import { contentStems, sentences } from '../text.ts';
import { dueOf, writeCommitment } from './commitments.ts';
import { dueNearby } from './neighbour-due.ts';
import { inContext, noteOf } from './notes.ts';
import { personName } from './speaker-names.ts';

type Said = { text: string; speaker: string; segmentId: string; startSeconds: number; value?: string };

/**
 * Who a line is said to: for the seller, the other side's last speaker before it; for anyone else, the
 * seller (a request in a call is almost always made of the seller, or by the seller).
 */
export function addresseeOf(segments: TranscriptSegment[], index: number): string {
  const speaker = segments[index]!.speaker;
  const seller = sellerOf(segments);
  if (seller && speaker !== seller) return seller;
  const before = segments.slice(0, index).findLast((segment) => segment.speaker !== speaker);
  const after = segments.slice(index + 1).find((segment) => segment.speaker !== speaker);
  return (before ?? after)?.speaker ?? speaker;
}

/**
 * Who a step is asked of: the speaker it names ("Rodrigo, você me manda o mapa?", "Me passa a lista,
 * Carla."), else the one who answers a question right after it, else who the line is said to.
 */
function addressedIn(text: string, segments: TranscriptSegment[], index: number): string {
  const speaker = segments[index]!.speaker;
  const others = [...new Set(segments.map((segment) => segment.speaker))].filter(
    (other) => other !== speaker,
  );
  const named = others.find((other) => {
    const name = personName(other);
    return !/\d/.test(name) && new RegExp(`(?:^|[.!?]\\s+|,\\s*)${name}(?:\\s*[,?!.]|$)`, 'u').test(text);
  });
  if (named) return named;
  const next = segments[index + 1];
  if (text.trim().endsWith('?') && next && next.speaker !== speaker) return next.speaker;
  return addresseeOf(segments, index);
}

/**
 * Next steps as notes in the third person, with owner and due date when said: "Lucas vai enviar a
 * proposta e o material de LGPD hoje; a demonstração com o Fernando fica para a semana que vem.". A line
 * whose commitment has no object ("Mando sim.") adds nothing to the one it answers and is left out.
 */
export function writtenNextSteps(segments: TranscriptSegment[], steps: Said[]): Enrichment['nextSteps'] {
  const indexOf = new Map(segments.map((segment, index) => [segment.id, index]));
  const written = new Set<string>();
  const notes = steps.flatMap(({ value: _value, ...step }) => {
    const index = indexOf.get(step.segmentId) ?? 0;
    const context = { speaker: step.speaker, addressee: addressedIn(step.text, segments, index) };
    const commitments = sentences(step.text).flatMap((sentence) => writeCommitment(sentence, context) ?? []);
    const first = commitments[0];
    if (!first) return [];
    const text = commitments.map((commitment) => commitment.text).join(' ');
    if (written.has(text)) return [];
    written.add(text);
    // "Vamos fazer uma prova de conceito. Eu configuro o ambiente na segunda.": the plan, then its date.
    const due =
      commitments.find((commitment) => commitment.owner === first.owner && commitment.due)?.due ??
      // "Até sexta te confirmo." writes no task of its own, but dates the step it closes.
      sentences(step.text)
        .map((sentence) => dueOf(sentence))
        .find(Boolean) ??
      dueNearby(segments, index, step.text);
    return [{ ...step, text, owner: first.owner, ...(due ? { due } : {}) }];
  });
  return notes.filter((note, index) => !restatedLater(note, notes.slice(index + 1)));
}

type StepNote = Enrichment['nextSteps'][number];

/**
 * "Manda isso por escrito." early in the call, then "Eu te mando até sexta a proposta e o documento de
 * LGPD." at its close: the same owner commits again, with a date, to the same thing (two words of its
 * object in common: one, as "laboratório", may be another task about the same subject; one is enough with
 * the same verb, as an offer confirmed: "posso te mandar uma comparação" / "te mando a comparação até
 * sexta") or to "isso", which the later line names. The later, dated step is the one to act on; the earlier says nothing more.
 */
function restatedLater(note: StepNote, later: StepNote[]): boolean {
  if (note.due) return false;
  const object = objectStems(note);
  return later.some(
    (other) =>
      other.owner === note.owner &&
      other.due !== undefined &&
      (vagueObject.test(note.text) ||
        new Set(objectStems(other).filter((stem) => object.includes(stem))).size >=
          (verbOf(other) === verbOf(note) ? 1 : 2)),
  );
}
/** "Posso te mandar uma comparação" then "te mando a comparação até sexta": the same verb, the same thing. */
const verbOf = (note: StepNote) => /\bvai\s+(\p{L}+)/u.exec(note.text)?.[1];
const vagueObject = /\bvai \p{L}+ (?:isso|isto|aquilo)\b/u;
/** What the step is about: its words after "<owner> vai <verb>", as stems. */
const objectStems = (note: StepNote) =>
  contentStems(note.text.replace(/^.*?\bvai\s+\p{L}+\s*/u, '')).filter((stem) => !/^\d/.test(stem));

/** Objections as notes ("André disse que têm uma política interna sobre LGPD."), each with its kind. */
export function writtenObjections(
  segments: TranscriptSegment[],
  objections: Said[],
): Enrichment['objections'] {
  const byId = new Map(segments.map((segment) => [segment.id, segment]));
  return objections.map(({ value, ...objection }) => {
    const segment = byId.get(objection.segmentId);
    const all = sentences(objection.text);
    // "Os dados ficam hospedados onde? Temos uma política sobre LGPD.": the statement says it.
    const statements = all.filter((sentence) => !sentence.trim().endsWith('?'));
    const chosen = statements.length > 0 ? statements : all;
    const said = segment
      ? chosen.flatMap((sentence, index) => (index === 0 ? inContext(segment, sentence) : [sentence]))
      : chosen;
    return { ...objection, text: noteOf(objection.speaker, said), kind: value ?? '' };
  });
}
