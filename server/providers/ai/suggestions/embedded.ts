import { contentStems, normalize } from '../text.ts';
import { questionBank, type BankQuestion } from './question-bank.ts';
import type { QuestionSuggester } from './suggester.ts';

const maxSuggestions = 5;

/** "Vocês têm orçamento?": answered with a yes or a no, so the seller learns little. */
const closedStart =
  /^(?:(?:e\s+)?(?:voc[eê]s?|o\s+senhor|a\s+senhora|a\s+empresa|a\s+equipe)\s+)?(?:j[aá]\s+)?(?:t[eê]m|possuem?|usam?|utilizam?|est[aã]o?|pretendem?|conseguem?|podem?|gostariam?|querem?|precisam?|existe|h[aá]|[eé]|seria|tem)\s+(.+)$/i;
/** "Você não acha que...": it hands the client the answer the seller wants to hear. */
const leadingStart =
  /^(?:voc[eê]s?\s+)?(?:n[aã]o\s+acha(?:m)?|concorda(?:m)?|n[aã]o\s+concorda(?:m)?|n[aã]o\s+seria|certamente|obviamente)\s+(?:que\s+)?(.+)$/i;
/** A second question inside the first: "Qual o orçamento e quem decide?". */
const secondQuestion =
  /^(.+?)(?:,\s*|\s+)e\s+((?:quem|qual|quais|quando|como|onde|quanto|quantos|quantas|por\s*que|o\s+que)\b.+)$/i;

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[?.!\s]+$/, '');
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}?` : '';
};

/** Better wordings of the typed question itself: open, neutral, one subject. */
function rewordings(typed: string): string[] {
  const text = typed.trim().replace(/[?.!\s]+$/, '');
  const parts = text.split('?').filter((part) => part.trim());
  if (parts.length > 1) return parts.map(sentence);
  const split = secondQuestion.exec(text);
  if (split?.[1] && split[2]) return [sentence(split[1]), sentence(split[2])];
  const leading = leadingStart.exec(text);
  if (leading?.[1]) return [sentence(`Como você avalia se ${leading[1]}`)];
  const closed = closedStart.exec(text);
  if (closed?.[1] && contentStems(closed[1]).length > 0)
    return [sentence(`O que vocês podem me contar sobre ${closed[1]}`)];
  return [];
}

/** Two wordings that differ only in accents, case or punctuation are the same question. */
export const questionKey = (text: string) =>
  normalize(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** stems: of the question and its theme's words; themeStems: of the theme's words alone. */
type IndexedQuestion = BankQuestion & { stems: Set<string>; themeStems: Set<string> };
type BankIndex = { questions: IndexedQuestion[]; weightOf: (stem: string) => number };

let index: BankIndex | undefined;
// Built on first use, not at import: servers that never suggest pay nothing.
function indexed(): BankIndex {
  if (index) return index;
  const questions = questionBank.map((question) => ({
    ...question,
    stems: new Set(contentStems(`${question.text} ${question.also ?? ''}`)),
    themeStems: new Set(contentStems(question.also ?? '')),
  }));
  const questionsWith = new Map<string, number>();
  for (const question of questions) {
    for (const stem of question.stems) questionsWith.set(stem, (questionsWith.get(stem) ?? 0) + 1);
  }
  // A word many questions share ("hoje", "vocês querem") says less about the theme than a rare one ("verba").
  const weightOf = (stem: string) =>
    Math.log(1 + questions.length / (questionsWith.get(stem) ?? questions.length));
  return (index = { questions, weightOf });
}

/** The bank's questions by the weight of the stems they share with the typed text; ties go to the more specific. */
function ranked(typed: string): IndexedQuestion[] {
  const typedStems = [...new Set(contentStems(typed))];
  if (typedStems.length === 0) return [];
  const { questions, weightOf } = indexed();
  return questions
    .map((question) => ({
      question,
      score: typedStems
        .filter((stem) => question.stems.has(stem))
        .reduce((sum, stem) => sum + weightOf(stem), 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.question.stems.size - b.question.stems.size)
    .map(({ question }) => question);
}

/**
 * The embedded suggester, no AI key needed: rewordings of what was typed, then the bank's closest questions,
 * then follow-ups from the closest one's theme. Never the typed question itself, never twice the same.
 */
export function suggestFromBank(typed: string): string[] {
  const key = questionKey;
  const seen = new Set([key(typed)]);
  const suggestions: string[] = [];
  const offer = (text: string) => {
    if (!text || seen.has(key(text)) || suggestions.length >= maxSuggestions) return;
    seen.add(key(text));
    suggestions.push(text);
  };
  rewordings(typed).forEach(offer);
  const matches = ranked(typed);
  matches.slice(0, 3).forEach((question) => offer(question.text));
  const closestTheme = matches[0]?.theme;
  questionBank
    .filter((question) => question.theme === closestTheme)
    .forEach((question) => offer(question.text));
  return suggestions;
}

export function createEmbeddedSuggester(): QuestionSuggester {
  return { name: 'embedded', suggest: async (question) => suggestFromBank(question) };
}
