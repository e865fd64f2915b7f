import type { TranscriptSegment } from '../../../src/services/api/schemas/transcription.ts';
import { computeEnrichment } from '../enrichment.ts';
import { queryTerms, rankSegments } from '../retrieval.ts';
import { contentStems, sentences } from '../text.ts';
import type { Finding } from './passages.ts';

/** Words people use when they push back on price, risk, timing or change. */
const pushBack = `preocupação medo receio resistência caro barato concorrente concorrência orçamento fechado
  cortando custos longe difícil problema risco dúvida aprovação comitê conselho política familiaridade
  precisa aceitar migração caos ver operação apresentação`;
/** Below this a line shares one word with a facet: not enough to quote it for that facet. */
const minimumScore = 2;

/** What a sales summary covers, in the order a manager reads it; each facet is found by its words. */
const facets: Array<{ label: string; query: string } | { label: string; nextSteps: true }> = [
  { label: 'Situação e dor', query: 'problema dificuldade hoje manual planilha perdemos atrasa perda dor' },
  { label: 'Valores e orçamento', query: 'orçamento' },
  { label: 'Quem decide', query: 'decisão' },
  { label: 'Prazo', query: 'prazo' },
  { label: 'Próximos passos', nextSteps: true },
  { label: 'Solução apresentada', query: 'nosso sistema solução funciona plataforma módulo resolve' },
];

const findingOf = (segments: TranscriptSegment[], segmentId: string, quote: string, label?: string) => {
  const segment = segments.find((candidate) => candidate.id === segmentId);
  return segment ? [{ segment, quote, ...(label ? { label } : {}) }] : [];
};

/** What people committed to do after the call, in the order they said it. */
export function nextStepsOf(segments: TranscriptSegment[]): Finding[] {
  return computeEnrichment('', segments).nextSteps.flatMap((step) =>
    findingOf(segments, step.segmentId, step.text),
  );
}

/** Concerns and objections raised (price, risk, timing, change), in the order they were said. */
export function objectionsOf(segments: TranscriptSegment[]): Finding[] {
  return rankSegments(queryTerms(pushBack), segments)
    .filter((scored) => scored.score >= minimumScore)
    .slice(0, 8)
    .sort((a, b) => a.segment.startSeconds - b.segment.startSeconds)
    .map(({ segment }) => ({ segment, quote: segment.text }));
}

/**
 * `points` things worth knowing about a call: its pain, money, decision, timing and next steps first (each
 * the line that says it best), then the lines most central to the conversation.
 */
export function summaryPointsOf(segments: TranscriptSegment[], points: number): Finding[] {
  const chosen: Finding[] = [];
  const used = new Set<string>();
  const take = (finding: Finding | undefined) => {
    if (!finding || used.has(finding.segment.id) || chosen.length >= points) return;
    used.add(finding.segment.id);
    chosen.push(finding);
  };
  for (const facet of facets) {
    if ('nextSteps' in facet) {
      // The last commitment of a call is usually the one that sums up what happens next.
      const step = nextStepsOf(segments).at(-1);
      take(step && { ...step, label: facet.label });
      continue;
    }
    const best = rankSegments(queryTerms(facet.query), segments).find(
      (scored) => scored.score >= minimumScore && !used.has(scored.segment.id),
    );
    take(best && { segment: best.segment, quote: best.segment.text, label: facet.label });
  }
  for (const segment of centralSegments(segments)) take({ segment, quote: segment.text });
  return chosen;
}
/** Lines sharing the most frequent meaningful words of the call: what it was mostly about. */
function centralSegments(segments: TranscriptSegment[]): TranscriptSegment[] {
  const frequency = new Map<string, number>();
  for (const segment of segments)
    for (const term of new Set(contentStems(segment.text)))
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return segments
    .filter((segment) => sentences(segment.text).length > 0)
    .map((segment) => {
      const terms = [...new Set(contentStems(segment.text))];
      const weight = terms.reduce((sum, term) => sum + (frequency.get(term) ?? 0), 0);
      return { segment, score: terms.length >= 4 ? weight / Math.sqrt(terms.length) : 0 };
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.segment);
}
