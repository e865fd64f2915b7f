import type { Token } from './words.ts';

// Sentence openings that ask in Portuguese whatever the punctuation ("qual", "quais", "quantos", "quantas",
// "será que"). "como", "quando", "onde", "o que", "quanto" also open statements ("como eu disse", "o que a
// gente fez"), so they are not read as questions without a '?'.
const asking = new Set(['qual', 'quais', 'quantos', 'quantas']);

/**
 * Questions in a line: sentences ending in '?', and sentences left without any closing mark (speech-to-text
 * often drops the '?') that open with an unambiguous interrogative. A sentence closed with '.' or '!' is a
 * statement: the transcriber decided so.
 */
export function countQuestions(tokens: readonly Token[]): number {
  let questions = 0;
  let opening: Token[] = [];
  for (const token of tokens) {
    if (token.sentenceStart) opening = [];
    if (opening.length < 2) opening.push(token);
    if (!token.sentenceEnd) continue;
    const closing = token.after.replace(/[.…]{2,}|…/g, '');
    if (closing.includes('?')) questions += 1;
    else if (!closing.includes('.') && !closing.includes('!') && opensAQuestion(opening)) questions += 1;
  }
  return questions;
}

function opensAQuestion([first, second]: Token[]): boolean {
  if (!first) return false;
  return asking.has(first.word) || (first.word === 'será' && second?.word === 'que');
}
