import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { MeaningScores } from './embeddings.ts';
import { estimateTokens, numberedLine, type ShownLine } from './model-context.ts';
import { queryTerms, rankSegments } from './retrieval.ts';
import { findSignals } from './signals/index.ts';

/** How much each reason to show a line weighs; a line may have several. */
const weights = {
  /** The question's own words (and their paraphrases): the strongest single reason. */
  asked: 3,
  /** Near the question in meaning (embeddings, when configured): a paraphrase no thesaurus knows. */
  meaning: 3,
  /** A commitment, an objection, an amount or a date: what summaries and template answers are made of. */
  signal: 2,
  /** The reply to another speaker's question: discovery answers ("Hoje usamos planilhas.") are replies. */
  reply: 1.5,
  /** Each speaker's fullest turns: every voice of the call is heard, the client's above all. */
  voice: 1,
  /** The opening (who is who, why they met) and the close (what was agreed). */
  edge: 1,
};
const fullestTurnsPerSpeaker = 2;
const openingLines = 4;
const closingLines = 8;

/**
 * The lines a model is shown when the whole transcript does not fit: the lines the question's words point
 * to, and, whatever its wording, the call's structure (commitments, objections, amounts and dates the rules
 * find, replies to questions, each speaker's fullest turns, the opening and the close), each with the line
 * before and after it so an answer is read in its exchange. Filled best first up to `budgetTokens`, shown in
 * the order they were said. Everything fits: everything is shown.
 */
export function linesWithinBudget(
  segments: TranscriptSegment[],
  budgetTokens: number,
  question = '',
  meaning?: number[],
): ShownLine[] {
  const cost = costs(segments);
  if (sum(cost) <= budgetTokens) return segments.map((segment, index) => ({ segment, index }));

  const score = structuralScores(segments);
  if (meaning) {
    // Cosines crowd together: what counts is how far a line stands above the call's other lines.
    const low = Math.min(...meaning);
    const spread = Math.max(...meaning) - low || 1;
    for (const [index, similarity] of meaning.entries())
      score[index]! += (weights.meaning * (similarity - low)) / spread;
  }
  if (question.trim() !== '') {
    const ranked = rankSegments(queryTerms(question), segments);
    const best = ranked[0]?.score ?? 0;
    const indexOf = new Map(segments.map((segment, index) => [segment, index]));
    for (const { segment, score: lexical } of ranked)
      score[indexOf.get(segment)!]! += (weights.asked * lexical) / (best || 1);
  }

  const chosen = new Set<number>();
  let spent = 0;
  const take = (index: number) => {
    if (index < 0 || index >= segments.length || chosen.has(index)) return true;
    if (spent + cost[index]! > budgetTokens) return false;
    chosen.add(index);
    spent += cost[index]!;
    return true;
  };
  const byScore = segments.map((_, index) => index).sort((a, b) => score[b]! - score[a]! || a - b);
  for (const index of byScore) {
    const earned = score[index]! > 0;
    // Lines with no reason to be shown fill what is left in the order they were said, up to the first that
    // does not fit: a short line far on must not slip in by its size alone.
    if (!take(index)) {
      if (earned) continue;
      break;
    }
    // A line that earned its place brings its exchange; a line kept only to fill the budget does not.
    if (earned) {
      take(index - 1);
      take(index + 1);
    }
  }
  return [...chosen].sort((a, b) => a - b).map((index) => ({ segment: segments[index]!, index }));
}

/** Why each line matters whatever is asked: the meeting's structure. */
function structuralScores(segments: TranscriptSegment[]): number[] {
  const score = segments.map(() => 0);
  const indexOf = new Map(segments.map((segment, index) => [segment.id, index]));
  for (const signal of findSignals(segments)) {
    const index = indexOf.get(signal.segmentId);
    if (index !== undefined) score[index] = Math.max(score[index]!, weights.signal);
  }
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    if (previous && previous.speaker !== segment.speaker && previous.text.includes('?'))
      score[index]! += weights.reply;
    if (index < openingLines || index >= segments.length - closingLines) score[index]! += weights.edge;
  });
  const bySpeaker = new Map<string, number[]>();
  segments.forEach((segment, index) => {
    const indexes = bySpeaker.get(segment.speaker) ?? [];
    indexes.push(index);
    bySpeaker.set(segment.speaker, indexes);
  });
  for (const indexes of bySpeaker.values()) {
    const fullest = indexes
      .toSorted((a, b) => segments[b]!.text.length - segments[a]!.text.length)
      .slice(0, fullestTurnsPerSpeaker);
    for (const index of fullest) score[index]! += weights.voice;
  }
  return score;
}

/**
 * linesWithinBudget with the lines' nearness in meaning to `questions` when embeddings are configured,
 * asked for only when the transcript does not fit whole.
 */
export async function linesForModel(
  segments: TranscriptSegment[],
  budgetTokens: number,
  questions: string[],
  nearness: MeaningScores,
): Promise<ShownLine[]> {
  const fits = sum(costs(segments)) <= budgetTokens;
  const meaning = fits
    ? undefined
    : await nearness(
        questions,
        segments.map((segment) => segment.text),
      );
  return linesWithinBudget(segments, budgetTokens, questions.join(' '), meaning);
}

const costs = (segments: TranscriptSegment[]) =>
  segments.map((segment, index) => estimateTokens(numberedLine(segment, index)) + 1);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
