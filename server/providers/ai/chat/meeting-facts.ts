import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { queryTerms, rankSegments } from '../retrieval.ts';
import { decisionMakersOf } from '../signals/decision.ts';
import { oncePerTranscript } from '../once-per-transcript.ts';
import { findSignals, type SignalKind } from '../signals/index.ts';
import { contentStems, sentences } from '../text.ts';
import { writtenNextSteps } from '../writing/said-facts.ts';
import type { Finding } from './passages.ts';

/** Below this a line shares one word with a facet: not enough to quote it for that facet. */
const minimumScore = 2;

/**
 * What a sales summary covers, in the order a manager reads it, each found by its words (or the next
 * steps' rules). A summary with fewer points than facets keeps the most important ones (`rank`): where
 * the deal stands (the pain, what happens next) before the details.
 */
const facets: Array<{ label: string; rank: number } & ({ query: string } | { nextSteps: true })> = [
  {
    label: 'Situação e dor',
    rank: 1,
    query: 'problema dificuldade manual planilha perdemos atrasa perda dor caiu subiu margem reclamou',
  },
  { label: 'Valores e orçamento', rank: 3, query: 'orçamento' },
  { label: 'Quem decide', rank: 4, query: 'decisão' },
  { label: 'Prazo', rank: 5, query: 'prazo' },
  { label: 'Próximos passos', rank: 2, nextSteps: true },
  {
    label: 'Solução apresentada',
    rank: 6,
    query: 'nosso sistema solução funciona plataforma módulo resolve',
  },
];

/** A line this short is quoted whole: the sentence before a signal often says what it is about. */
const wholeLineUpTo = 220;

/** The signals of a transcript, found once: one answer reads them for several facets (objections, amounts...). */
const signalsOfTranscript = oncePerTranscript(findSignals);

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * The signals of one kind (findSignals) in the order they were said, one per line, each quoting its line
 * (or, in a long line, its sentence) and labelled by `label` with the signal's value.
 */
function signalsOf(
  segments: TranscriptSegment[],
  kind: SignalKind,
  label?: (value: string) => string,
): Array<Finding & { sentence: string }> {
  const byId = new Map(segments.map((segment) => [segment.id, segment]));
  const found = new Map<string, Finding & { sentence: string }>();
  for (const signal of signalsOfTranscript(segments)) {
    const segment = byId.get(signal.segmentId);
    if (signal.kind !== kind || !segment) continue;
    const earlier = found.get(segment.id);
    const value = signal.value && label ? label(signal.value) : undefined;
    if (earlier) {
      // "Dá uns treze mil por mês ... dez por cento": one line, its values listed together.
      if (value && earlier.label && !earlier.label.includes(value)) earlier.label += `, ${value}`;
      continue;
    }
    const quote = segment.text.length <= wholeLineUpTo ? segment.text : signal.text;
    found.set(segment.id, { segment, quote, sentence: signal.text, ...(value ? { label: value } : {}) });
  }
  return [...found.values()];
}

/**
 * What people committed to do after the call, in the order they said it: the steps the meeting page lists
 * (writtenNextSteps), so the chat never lists a line the page leaves out, as a routine with a date ("no fim do
 * mês eu passo dois dias consolidando") or a step said again later with its date.
 */
export function nextStepsOf(segments: TranscriptSegment[]) {
  const steps = signalsOfTranscript(segments).filter((signal) => signal.kind === 'nextStep');
  const listed = new Set(writtenNextSteps(segments, steps).map((step) => step.segmentId));
  return signalsOf(segments, 'nextStep').filter((finding) => listed.has(finding.segment.id));
}

/**
 * Concerns and objections raised, in the order they were said, labelled by kind ("Preço", "Segurança"),
 * and who decides: an objection is answered with the person it has to convince.
 */
export function objectionsOf(segments: TranscriptSegment[]): Finding[] {
  const found: Finding[] = signalsOf(segments, 'objection', capitalised);
  const byId = new Map(segments.map((segment) => [segment.id, segment]));
  for (const maker of decisionMakersOf(segments)) {
    const segment = byId.get(maker.segmentId);
    if (!segment || found.some((finding) => finding.segment.id === segment.id)) continue;
    found.push({ segment, quote: segment.text, sentence: maker.sentence, label: 'Quem decide' });
  }
  return found;
}

/** Money and percentages said, labelled as written once ("R$ 8.000,00/mês"). */
export const amountsOf = (segments: TranscriptSegment[]) => signalsOf(segments, 'amount', (value) => value);

/** Dates and deadlines said, labelled as written once ("dia 15", "próxima semana"). */
export const datesOf = (segments: TranscriptSegment[]) => signalsOf(segments, 'date', (value) => value);

/**
 * `points` things worth knowing about a call: its pain, money, decision, timing and next steps first (each
 * the line that says it best), then the lines most central to the conversation.
 */
export function summaryPointsOf(segments: TranscriptSegment[], points: number): Finding[] {
  const used = new Set<string>();
  const byFacet = new Map<(typeof facets)[number], Finding>();
  for (const facet of [...facets].sort((a, b) => a.rank - b.rank)) {
    if (byFacet.size >= points) break;
    const finding =
      'nextSteps' in facet ? fullestStep(segments, used) : bestLine(facet.query, segments, used);
    if (!finding) continue;
    used.add(finding.segment.id);
    byFacet.set(facet, { ...finding, label: facet.label });
  }
  const chosen = facets.flatMap((facet) => byFacet.get(facet) ?? []);
  for (const segment of centralSegments(segments)) {
    if (chosen.length >= points) break;
    if (used.has(segment.id)) continue;
    used.add(segment.id);
    chosen.push({ segment, quote: segment.text });
  }
  return chosen;
}

/** The next step that says the most ("eu envio a proposta e agendamos a demonstração..."), not "Mando sim". */
function fullestStep(segments: TranscriptSegment[], used: Set<string>): Finding | undefined {
  let fullest: { finding: Finding; words: number } | undefined;
  for (const { sentence, ...finding } of nextStepsOf(segments)) {
    const words = contentStems(sentence).length;
    if (!used.has(finding.segment.id) && words >= (fullest?.words ?? 0)) fullest = { finding, words };
  }
  return fullest?.finding;
}

function bestLine(query: string, segments: TranscriptSegment[], used: Set<string>): Finding | undefined {
  const best = rankSegments(queryTerms(query), segments).find(
    (scored) => scored.score >= minimumScore && !used.has(scored.segment.id),
  );
  return best && { segment: best.segment, quote: best.segment.text };
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
