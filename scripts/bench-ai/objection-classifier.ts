import { stemmer } from '@orama/stemmers/portuguese';
import { normalize, words } from '../../server/providers/ai/text.ts';
import type { ObjectionKind } from '../../server/providers/ai/signals/objections.ts';

/**
 * A multinomial naive Bayes over the stems of a client's line (and the pairs of stems said together), the
 * smallest learned classifier there is: counts per kind, learned in one pass, no randomness, so the same
 * lines always give the same model (scripts/bench-ai/objections-cross-validation.ts measures it). Stop words stay: "não" and "só" carry the objection ("não tem verba").
 */
export type Label = ObjectionKind | 'none';
export type ObjectionModel = {
  /** How many training lines each label had. */
  lines: Record<string, number>;
  /** How often each feature appeared in each label's lines. */
  counts: Record<string, Record<string, number>>;
  /** How many features each label's lines had in all. */
  totals: Record<string, number>;
  vocabulary: number;
};

const stemCache = new Map<string, string>();
const stemOf = (word: string) => {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = normalize(stemmer(word));
    stemCache.set(word, stem);
  }
  return stem;
};

/**
 * The line's stems and each pair of neighbouring stems, each once: whether a word is said, not how often,
 * scored best in the cross-validation (a long line repeats its filler, not its objection).
 */
function featuresOf(text: string): string[] {
  const stems = words(normalize(text)).map(stemOf);
  const pairs = stems.slice(1).map((stem, index) => `${stems[index]}_${stem}`);
  return [...new Set([...stems, ...pairs])];
}

export function train(examples: Array<{ text: string; label: Label }>): ObjectionModel {
  const model: ObjectionModel = { lines: {}, counts: {}, totals: {}, vocabulary: 0 };
  const vocabulary = new Set<string>();
  for (const { text, label } of examples) {
    model.lines[label] = (model.lines[label] ?? 0) + 1;
    const counts = (model.counts[label] ??= {});
    for (const feature of featuresOf(text)) {
      counts[feature] = (counts[feature] ?? 0) + 1;
      model.totals[label] = (model.totals[label] ?? 0) + 1;
      vocabulary.add(feature);
    }
  }
  model.vocabulary = vocabulary.size;
  return model;
}

/** Each label's probability for the line, most likely first. */
export function classify(model: ObjectionModel, text: string): Array<{ label: Label; probability: number }> {
  const features = featuresOf(text);
  const allLines = Object.values(model.lines).reduce((sum, count) => sum + count, 0);
  const scores = Object.keys(model.lines).map((label) => {
    const counts = model.counts[label] ?? {};
    const total = (model.totals[label] ?? 0) + model.vocabulary;
    let score = Math.log(model.lines[label]! / allLines);
    for (const feature of features) score += Math.log(((counts[feature] ?? 0) + 1) / total);
    return { label: label as Label, score };
  });
  const best = Math.max(...scores.map(({ score }) => score));
  const sum = scores.reduce((total, { score }) => total + Math.exp(score - best), 0);
  return scores
    .map(({ label, score }) => ({ label, probability: Math.exp(score - best) / sum }))
    .sort((a, b) => b.probability - a.probability);
}
