import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { momentOf } from '../chat/format.ts';
import { queryTerms, rankSegments } from '../retrieval.ts';
import { decisionMakersOf } from '../signals/decision.ts';
import type { Signal } from '../signals/index.ts';
import { sellerOf } from '../signals/seller.ts';
import { budgetSaid } from '../template-cues.ts';
import { normalize } from '../text.ts';
import { listInPortuguese } from '../chat/format.ts';
import { askedStems, noteOf, relevantSentences } from './notes.ts';
import { writeCommitment } from './commitments.ts';
import { addresseeOf } from './said-facts.ts';
import { personName } from './speaker-names.ts';

/** Below this a line shares one word with a subject: not enough to write it into the summary. */
const minimumScore = 2;
const painQuery = 'problema dificuldade manual planilha perdemos atrasa perda dor caiu subiu margem reclamou';
const budgetQuery = 'orçamento verba investimento aprovado';

/**
 * The summary a seller would write after the call, in short pt-BR sentences, each ending with the moment of
 * the line it comes from ("(01:20)"), no line used twice: who talked, the client's situation and pain, the
 * budget, who decides, the objections by kind, and what happens next.
 */
export function writtenSummary(segments: TranscriptSegment[], signals: Signal[]): string {
  if (segments.length === 0) return 'A transcrição está vazia.';
  const used = new Set<string>();
  const cite = (segment: TranscriptSegment) => ` (${momentOf(segment.startSeconds)})`;
  const speakers = [...new Set(segments.map((segment) => personName(segment.speaker)))];
  const minutes = Math.max(1, Math.round((segments.at(-1)!.endSeconds - segments[0]!.startSeconds) / 60));
  const lines = [`Conversa de cerca de ${minutes} min entre ${listInPortuguese(speakers)}.`];
  const seller = sellerOf(segments);

  const about = (query: string, label?: string, says?: (plain: string) => boolean) => {
    const found = rankSegments(queryTerms(query), segments).find(
      (scored) =>
        // A line of the kind asked (a budget said) needs fewer of the subject's words.
        scored.score >= (says ? 1 : minimumScore) &&
        !used.has(scored.segment.id) &&
        scored.segment.speaker !== seller &&
        (!says || says(normalize(scored.segment.text))),
    );
    if (!found) return;
    used.add(found.segment.id);
    const stems = askedStems(query);
    const note = noteOf(found.segment.speaker, relevantSentences(found.segment, stems));
    lines.push(`${label ? `${label}: ` : ''}${note.slice(0, -1)}${cite(found.segment)}.`);
  };
  about(painQuery);
  // "Eu separo três orçamentos reais pra gente testar": a print shop's quotes share the budget's word; the
  // line must say a budget as the template's budget answer reads one.
  about(budgetQuery, 'Orçamento', budgetSaid);

  const byId = new Map(segments.map((segment) => [segment.id, segment]));
  const makers = decisionMakersOf(segments);
  const decision = makers.find((maker) => !used.has(maker.segmentId)) ?? makers[0];
  if (decision) {
    const segment = byId.get(decision.segmentId)!;
    used.add(segment.id);
    const who = listInPortuguese(
      makers.filter((maker) => maker.segmentId === decision.segmentId).map((maker) => maker.who),
    );
    lines.push(`Quem decide: ${who}${cite(segment)}.`);
  }

  const objections = signals.filter((signal) => signal.kind === 'objection');
  if (objections.length > 0) {
    const kinds = new Map<string, Signal>();
    for (const objection of objections)
      if (!kinds.has(objection.value!)) kinds.set(objection.value!, objection);
    const listed = [...kinds].map(
      ([kind, objection]) =>
        `${kind} (${personName(objection.speaker)}, ${momentOf(objection.startSeconds)})`,
    );
    lines.push(`Objeções: ${listInPortuguese(listed)}.`);
  }

  const steps = signals.filter((signal) => signal.kind === 'nextStep');
  const indexOf = new Map(segments.map((segment, index) => [segment.id, index]));
  const written = steps.flatMap((step) => {
    const context = {
      speaker: step.speaker,
      addressee: addresseeOf(segments, indexOf.get(step.segmentId) ?? 0),
    };
    const commitment = writeCommitment(step.text, context);
    return commitment ? [{ commitment, segment: byId.get(step.segmentId)! }] : [];
  });
  // The fullest commitment says the call's conclusion ("eu envio a proposta e agendamos a demonstração").
  const fullest = written.sort((a, b) => b.commitment.text.length - a.commitment.text.length)[0];
  if (fullest)
    lines.push(`Próximos passos: ${fullest.commitment.text.slice(0, -1)}${cite(fullest.segment)}.`);
  return lines.join('\n');
}
