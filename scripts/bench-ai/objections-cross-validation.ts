import { createExtractiveAi } from '../../server/providers/ai/extractive.ts';
import { sellerOf } from '../../server/providers/ai/signals/seller.ts';
import { segmentsOf } from './evaluate.ts';
import { roundFiveCalls } from './labelled-calls/round-five-calls.ts';
import { roundFourCalls } from './labelled-calls/round-four-calls.ts';
import { roundSixCalls } from './labelled-calls/round-six-calls.ts';
import { roundThreeCalls } from './labelled-calls/round-three-calls.ts';
import { roundTwoCalls } from './labelled-calls/round-two-calls.ts';
import { seedCalls } from './labelled-calls/seed-calls.ts';
import type { LabelledCall } from './labelled-calls/types.ts';
import { uploadedCalls } from './labelled-calls/uploaded-calls.ts';
import { classify, train, type Label, type ObjectionModel } from './objection-classifier.ts';

/**
 * `npm run bench:ai-objections`: does a learned classifier find objections in calls it has not seen better
 * than the hand rules, or add to them? Leave-one-round-out over the TUNING calls only (held-out calls are
 * never read): for each round, a naive Bayes learns from the client's lines of the other rounds and
 * classifies the round's; pairs (line, kind) are scored as `bench:ai` scores objections. The union's
 * confidence threshold is chosen by an inner leave-one-round-out on the training rounds, never on the round
 * scored. The rules were tuned on every round here, so their figures are optimistic.
 */
const tuning = (calls: LabelledCall[]) => calls.filter((call) => call.part === 'tuning');
const rounds: Array<{ name: string; calls: LabelledCall[] }> = [
  { name: 'seed+uploaded', calls: tuning([...seedCalls, ...uploadedCalls]) },
  { name: 'two', calls: tuning(roundTwoCalls) },
  { name: 'three', calls: tuning(roundThreeCalls) },
  { name: 'four', calls: tuning(roundFourCalls) },
  { name: 'five', calls: tuning(roundFiveCalls) },
  { name: 'six', calls: tuning(roundSixCalls) },
];

/** The client's lines (everyone but the labelled seller) with their labels, one example per kind. */
function examplesOf(calls: LabelledCall[]): Array<{ text: string; label: Label }> {
  return calls.flatMap((call) =>
    call.lines.flatMap(([speaker, text], index): Array<{ text: string; label: Label }> => {
      if (speaker === call.seller) return [];
      const kinds = call.objections.filter(({ line }) => line === `s${index}`).map(({ kind }) => kind);
      return kinds.length > 0 ? kinds.map((label) => ({ text, label })) : [{ text, label: 'none' as const }];
    }),
  );
}

type Pairs = Set<string>;
type Score = { truePositives: number; predicted: number; expected: number };

const ai = createExtractiveAi();
/** What the rules find in each call, as the meeting page shows it. */
const rulePairs = new Map<string, Pairs>();
for (const { calls } of rounds)
  for (const call of calls) {
    const enrichment = await ai.enrich(segmentsOf(call));
    rulePairs.set(
      call.key,
      new Set(enrichment.objections.map(({ segmentId, kind }) => `${segmentId} ${kind}`)),
    );
  }

/** The classifier's guess for each line a client says (the seller as the server finds it), with its confidence. */
function guessesOf(model: ObjectionModel, call: LabelledCall) {
  const seller = sellerOf(segmentsOf(call));
  return call.lines.flatMap(([speaker, text], index) => {
    if (speaker === seller) return [];
    const [best] = classify(model, text);
    return best && best.label !== 'none'
      ? [{ pair: `s${index} ${best.label}`, probability: best.probability }]
      : [];
  });
}

function score(calls: LabelledCall[], predict: (call: LabelledCall) => Pairs): Score {
  const total: Score = { truePositives: 0, predicted: 0, expected: 0 };
  for (const call of calls) {
    const expected = new Set(call.objections.map(({ line, kind }) => `${line} ${kind}`));
    const found = predict(call);
    total.expected += expected.size;
    total.predicted += found.size;
    total.truePositives += [...found].filter((pair) => expected.has(pair)).length;
  }
  return total;
}

const add = (a: Score, b: Score): Score => ({
  truePositives: a.truePositives + b.truePositives,
  predicted: a.predicted + b.predicted,
  expected: a.expected + b.expected,
});
const f1 = ({ truePositives, predicted, expected }: Score) =>
  predicted + expected === 0 ? 1 : (2 * truePositives) / (predicted + expected);

// Above 1 the classifier adds nothing: the inner cross-validation may choose the rules alone.
const thresholds = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999, 1.01];
const union = (model: ObjectionModel, threshold: number) => (call: LabelledCall) =>
  new Set([
    ...rulePairs.get(call.key)!,
    ...guessesOf(model, call)
      .filter(({ probability }) => probability >= threshold)
      .map(({ pair }) => pair),
  ]);

/** The threshold whose union scores best over an inner leave-one-round-out of the training rounds. */
function chooseThreshold(training: typeof rounds): number {
  const totals = thresholds.map(() => ({ truePositives: 0, predicted: 0, expected: 0 }) as Score);
  for (const inner of training) {
    const model = train(
      examplesOf(training.filter((other) => other !== inner).flatMap(({ calls }) => calls)),
    );
    thresholds.forEach((threshold, index) => {
      totals[index] = add(totals[index]!, score(inner.calls, union(model, threshold)));
    });
  }
  const best = totals.reduce(
    (bestIndex, total, index) => (f1(total) > f1(totals[bestIndex]!) ? index : bestIndex),
    0,
  );
  return thresholds[best]!;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '  -' : String(Math.round((100 * part) / whole)).padStart(3);
const figures = ({ truePositives, predicted, expected }: Score) =>
  `${percent(truePositives, predicted)}/${percent(truePositives, expected)}`;

const rows: string[] = [];
const sums = { rules: [] as Score[], classifier: [] as Score[], union: [] as Score[] };
for (const left of rounds) {
  const training = rounds.filter((round) => round !== left);
  const model = train(examplesOf(training.flatMap(({ calls }) => calls)));
  const rules = score(left.calls, (call) => rulePairs.get(call.key)!);
  const classifier = score(left.calls, (call) => new Set(guessesOf(model, call).map(({ pair }) => pair)));
  const threshold = chooseThreshold(training);
  const both = score(left.calls, union(model, threshold));
  sums.rules.push(rules);
  sums.classifier.push(classifier);
  sums.union.push(both);
  rows.push(
    `| ${left.name.padEnd(13)} | ${String(rules.expected).padStart(3)} | ${figures(rules)} | ${figures(classifier)} | ${figures(both)} (≥ ${threshold}) |`,
  );
}
const total = (scores: Score[]) => scores.reduce(add);
const totalRow = (name: string, from: number) => {
  const [rules, classifier, both] = [sums.rules, sums.classifier, sums.union].map((scores) =>
    total(scores.slice(from)),
  );
  return `| ${name.padEnd(13)} | ${String(rules!.expected).padStart(3)} | ${figures(rules!)} | ${figures(classifier!)} | ${figures(both!)} |`;
};
console.log('Objections, leave-one-round-out on the tuning calls (precision/recall %)\n');
console.log('| left-out round | labelled | rules (tuned on it) | classifier alone | rules ∪ classifier |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
// Rounds two to six were each measured once while held out: their rules figures then are the fair ones.
console.log(totalRow('two to six', 1));
console.log(totalRow('all', 0));
