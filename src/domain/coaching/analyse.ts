import type { CoachingMetrics, CoachingMoment } from '../../api-contract/coaching.ts';
import { coachingBands } from './bands.ts';
import { countFillers } from './fillers.ts';
import { countQuestions } from './questions.ts';
import { runsOf, spokenSeconds, type Run, type TimedLine } from './runs.ts';
import { tokenize } from './words.ts';

/** What one call's transcript says about the seller's conversation, with the sums the dashboard weights by. */
export type CoachingAnalysis = {
  sellerSpeakers: string[];
  metrics: CoachingMetrics;
  moments: CoachingMoment[];
  totals: {
    sellerTalkSeconds: number;
    clientTalkSeconds: number;
    sellerWords: number;
    fillerWords: number;
    /** Null when no speaker was recognised as the seller's side. */
    clientQuestions: number | null;
  };
};

/** A pause before the seller answers is a moment when far from its band: under half its floor, over twice its ceiling. */
const patienceBand = coachingBands.patienceSeconds;
const hastyPause = patienceBand.min! / 2;
const longPause = patienceBand.max! * 2;
/** Pace is only told for stretches long enough for a words-per-minute figure to mean something. */
const paceMinimumSeconds = 10;
/** A line is filler-heavy with at least this many fillers and a share over the band. */
const heavyFillers = 2;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const longest = (runs: Run[]) => Math.max(0, ...runs.map((run) => run.endSeconds - run.startSeconds));

/** The line's words, its fillers and its questions. */
function readLine(line: TimedLine) {
  const tokens = tokenize(line.text);
  return { words: tokens.length, fillers: countFillers(tokens), questions: countQuestions(tokens) };
}

/**
 * The coaching metrics of one call from its timed lines, given which speakers are the seller's side
 * (`sellerSpeakersOf`). Every metric but interactivity needs that side: with no seller speaker they are null,
 * never guessed. Interactivity counts every change of speaker, per minute from the first word to the last.
 */
export function analyseCoaching(
  segments: readonly TimedLine[],
  sellerSpeakers: readonly string[],
): CoachingAnalysis {
  const lines = [...segments].sort((a, b) => a.startSeconds - b.startSeconds);
  const sellers = new Set(sellerSpeakers);
  const isSeller = (speaker: string) => sellers.has(speaker);
  const sellerLines = lines.filter((line) => isSeller(line.speaker));
  const clientLines = lines.filter((line) => !isSeller(line.speaker));

  const callSeconds = lines.length
    ? Math.max(...lines.map((line) => line.endSeconds)) - lines[0]!.startSeconds
    : 0;
  const switches = lines.slice(1).filter((line, index) => line.speaker !== lines[index]!.speaker).length;
  const switchesPerMinute = callSeconds > 0 ? round(switches / (callSeconds / 60), 2) : null;

  const sellerTalkSeconds = spokenSeconds(sellerLines);
  const clientTalkSeconds = spokenSeconds(clientLines);
  const sellerRead = sellerLines.map((line) => ({ line, ...readLine(line) }));
  const sellerWords = sellerRead.reduce((sum, read) => sum + read.words, 0);
  const fillerWords = sellerRead.reduce((sum, read) => sum + read.fillers, 0);
  const totals = {
    sellerTalkSeconds: round(sellerTalkSeconds, 2),
    clientTalkSeconds: round(clientTalkSeconds, 2),
    sellerWords,
    fillerWords,
  };

  if (sellerLines.length === 0) {
    return {
      sellerSpeakers: [],
      metrics: {
        talkRatio: null,
        longestMonologueSeconds: null,
        longestCustomerStorySeconds: null,
        sellerQuestions: null,
        patienceSeconds: null,
        switchesPerMinute,
        wordsPerMinute: null,
        fillerShare: null,
      },
      moments: [],
      totals: { ...totals, clientQuestions: null },
    };
  }

  const runs = runsOf(lines, isSeller);
  const sellerRuns = runs.filter((run) => run.side === 'seller');
  const pauses = lines.slice(1).flatMap((line, index) => {
    const before = lines[index]!;
    return isSeller(line.speaker) && !isSeller(before.speaker)
      ? [{ before, line, seconds: line.startSeconds - before.endSeconds }]
      : [];
  });
  const talkSeconds = sellerTalkSeconds + clientTalkSeconds;

  const metrics: CoachingMetrics = {
    talkRatio: talkSeconds > 0 ? round(sellerTalkSeconds / talkSeconds, 4) : null,
    longestMonologueSeconds: round(longest(sellerRuns), 2),
    longestCustomerStorySeconds: round(longest(runs.filter((run) => run.side === 'client')), 2),
    sellerQuestions: sellerRead.reduce((sum, read) => sum + read.questions, 0),
    patienceSeconds: pauses.length
      ? round(Math.max(0, median(pauses.map((pause) => pause.seconds))), 2)
      : null,
    switchesPerMinute,
    wordsPerMinute: sellerTalkSeconds > 0 ? round(sellerWords / (sellerTalkSeconds / 60), 1) : null,
    fillerShare: sellerWords > 0 ? round(fillerWords / sellerWords, 4) : null,
  };

  const moments: CoachingMoment[] = [
    ...sellerRuns
      .filter((run) => run.endSeconds - run.startSeconds > coachingBands.longestMonologueSeconds.max!)
      .map((run) => ({
        metric: 'longestMonologueSeconds' as const,
        startSeconds: run.startSeconds,
        endSeconds: run.endSeconds,
        speaker: run.lines[0]!.speaker,
        value: round(run.endSeconds - run.startSeconds, 2),
      })),
    ...pauses
      .filter((pause) => pause.seconds < hastyPause || pause.seconds > longPause)
      .map((pause) => ({
        metric: 'patienceSeconds' as const,
        startSeconds: Math.min(pause.before.endSeconds, pause.line.startSeconds),
        endSeconds: Math.max(pause.before.endSeconds, pause.line.startSeconds),
        speaker: pause.line.speaker,
        value: round(Math.max(0, pause.seconds), 2),
      })),
    ...sellerRuns.flatMap((run) => paceMoment(run)),
    ...sellerRead
      .filter(
        (read) => read.fillers >= heavyFillers && read.fillers / read.words > coachingBands.fillerShare.max!,
      )
      .map((read) => ({
        metric: 'fillerShare' as const,
        startSeconds: read.line.startSeconds,
        endSeconds: read.line.endSeconds,
        speaker: read.line.speaker,
        value: round(read.fillers / read.words, 4),
      })),
  ].sort((a, b) => a.startSeconds - b.startSeconds);

  return {
    sellerSpeakers: [...new Set(sellerLines.map((line) => line.speaker))],
    metrics,
    moments,
    totals: {
      ...totals,
      clientQuestions: clientLines.reduce((sum, line) => sum + readLine(line).questions, 0),
    },
  };
}

/** A stretch of the seller's talk whose pace is outside the band. */
function paceMoment(run: Run): CoachingMoment[] {
  const seconds = spokenSeconds(run.lines);
  if (seconds < paceMinimumSeconds) return [];
  const words = run.lines.reduce((sum, line) => sum + tokenize(line.text).length, 0);
  const pace = words / (seconds / 60);
  const { min, max } = coachingBands.wordsPerMinute;
  if (pace >= min! && pace <= max!) return [];
  return [
    {
      metric: 'wordsPerMinute',
      startSeconds: run.startSeconds,
      endSeconds: run.endSeconds,
      speaker: run.lines[0]!.speaker,
      value: round(pace, 1),
    },
  ];
}
