import type { Token } from './words.ts';

const hesitation = (mark: string) => mark.startsWith('..') || mark.startsWith('…');
const pauses = (mark: string) => mark.startsWith(',') || hesitation(mark);

/**
 * Which words are fillers. "então", "assim", "tipo" and "tá" are also ordinary words ("então a gente
 * fecha", "assim que", "esse tipo de", "tá pronto"), so each counts only where it carries no meaning:
 * - "aham"/"uhum", and "né" anywhere ("né" is only ever the tag "não é?");
 * - "é" (or "éé") followed by an ellipsis: "é... a gente";
 * - "então", "assim", "tipo" opening a sentence and followed by a comma or an ellipsis ("Então, ...");
 *   "tipo" followed by "assim" and that "assim"; "tipo," / "tipo..." anywhere;
 * - "tá" and "sabe" as a tag: after a comma and closing a question ("te mando amanhã, tá?"), or a
 *   sentence on their own ("Sabe?").
 */
export function isFiller(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  switch (token.word) {
    case 'aham':
    case 'uhum':
    case 'né':
      return true;
    case 'é':
    case 'éé':
    case 'ééé':
      return hesitation(token.after);
    case 'tipo':
      return pauses(token.after) || (token.after === '' && next?.word === 'assim');
    case 'então':
      return token.sentenceStart && pauses(token.after);
    case 'assim':
      return (
        (token.sentenceStart && pauses(token.after)) || (previous?.word === 'tipo' && previous.after === '')
      );
    case 'tá':
    case 'sabe':
      return (
        token.sentenceEnd &&
        token.after.startsWith('?') &&
        (token.sentenceStart || token.before.endsWith(','))
      );
    default:
      return false;
  }
}

export function countFillers(tokens: readonly Token[]): number {
  return tokens.filter((_, index) => isFiller(tokens, index)).length;
}
