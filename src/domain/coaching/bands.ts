import type { CoachingMetricKey } from '../../api-contract/coaching.ts';

/**
 * A metric's target band: inside [min, max] is on target (a missing side has no limit), `ideal` is the
 * published best value when there is one. `unit` tells a view how to print the figures.
 */
export type CoachingBand = {
  min: number | null;
  max: number | null;
  ideal: number | null;
  unit: 'share' | 'seconds' | 'count' | 'perMinute';
};

export type BandVerdict = 'below' | 'within' | 'above';

/**
 * The published target bands of issue 12, shared by the meeting page, the dashboard and the server that
 * finds the out-of-band moments. Sources, per metric:
 */
export const coachingBands: Record<CoachingMetricKey, CoachingBand> = {
  // Gong Labs, "The highest converting talk-to-listen ratio" (25,537 B2B calls, 2016; revisited 2025,
  // gong.io/resources/labs/talk-to-listen-conversion-ratio): top performers talk 43% of the time; talking more
  // than 65% goes with lower win rates. Below ~35% the seller no longer leads the call (same study's range
  // where close rates are flat starts there).
  talkRatio: { min: 0.35, max: 0.65, ideal: 0.43, unit: 'share' },
  // Gong Labs, "The science of winning sales conversations" (257,967 calls): win rates fall when a company
  // pitch goes past two minutes; Gong's team stats recommend a longest monologue of at most 2 min 30 s.
  longestMonologueSeconds: { min: null, max: 150, ideal: null, unit: 'seconds' },
  // Same study: a customer who talks ~4 min nearly uninterrupted goes with higher close rates; when their
  // longest stretch is under ~50 s the close rate is below average.
  longestCustomerStorySeconds: { min: 50, max: null, ideal: 240, unit: 'seconds' },
  // Gong Labs, discovery calls (519,000 calls): 11 to 14 questions per call have the best success rate;
  // more shows diminishing returns ("interrogation").
  sellerQuestions: { min: 11, max: 14, ideal: null, unit: 'count' },
  // Gong Labs "patience" (the pause before answering the client): top performers wait about one second
  // (0.6 to 1.5 s here); answering at once (under ~0.3 s) cuts the client off.
  patienceSeconds: { min: 0.6, max: 1.5, ideal: 1, unit: 'seconds' },
  // Gong Labs: calls that go back and forth ("interactivity", speaker switches) go with more second meetings;
  // Gong publishes it as a 0-10 score, not per minute. Our floor: at least two switches a minute, i.e. nobody
  // holds the floor over 30 s on average (our derivation, not a published figure).
  switchesPerMinute: { min: 2, max: null, ideal: null, unit: 'perMinute' },
  // Gong Labs, objection handling (67,149 meetings): the average seller speaks ~173 words per minute and
  // speeds up to ~188 under an objection that goes wrong; 130-175 wpm is the clear, unhurried range.
  wordsPerMinute: { min: 130, max: 175, ideal: null, unit: 'perMinute' },
  // Filler words ("tipo", "né", "então"...) under 4% of the seller's words (issue 12's band; speaking coaches
  // commonly put fluent speech under that share).
  fillerShare: { min: null, max: 0.04, ideal: null, unit: 'share' },
};

/** Whether a value is inside its metric's band; null when the metric could not be told. */
export function bandVerdict(metric: CoachingMetricKey, value: number | null): BandVerdict | null {
  if (value === null) return null;
  const band = coachingBands[metric];
  if (band.min !== null && value < band.min) return 'below';
  if (band.max !== null && value > band.max) return 'above';
  return 'within';
}
