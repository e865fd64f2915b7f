/** A word of a line, with the punctuation written right before and after it. */
export type Token = {
  word: string;
  before: string;
  after: string;
  sentenceStart: boolean;
  sentenceEnd: boolean;
};

const piece = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|\.{2,}|…|[.,;:!?]/gu;
const isWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * A line's words in order (lower case), each knowing the punctuation around it and whether it opens or
 * closes its sentence. An ellipsis ("é...") is a hesitation, not the end of a sentence.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let between = '';
  let atStart = true;
  for (const current of text.match(piece) ?? []) {
    const previous = tokens.at(-1);
    if (isWord(current)) {
      tokens.push({
        word: current.toLowerCase(),
        before: between,
        after: '',
        sentenceStart: atStart,
        sentenceEnd: false,
      });
      between = '';
      atStart = false;
      continue;
    }
    between += current;
    if (previous) previous.after += current;
    if (current === '.' || current === '!' || current === '?') {
      if (previous) previous.sentenceEnd = true;
      atStart = true;
    }
  }
  const last = tokens.at(-1);
  if (last) last.sentenceEnd = true;
  return tokens;
}
