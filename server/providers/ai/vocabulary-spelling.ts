/** Letters as speech-to-text may write them: any case, with or without an accent. */
const variants: Record<string, string> = {
  a: 'aáàâãä',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôõö',
  u: 'uúùûü',
  c: 'cç',
  n: 'nñ',
};

const escape = (character: string) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one vocabulary word as a transcript may have it: any case, accents or not, and a space or a
 * hyphen where the engine split it ("hub spot", "Hub-Spot", "hubspot" for "HubSpot"); whole words only.
 */
function patternOf(word: string): RegExp | undefined {
  const letters = [
    ...word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  ].filter((character) => /[\p{L}\p{N}]/u.test(character));
  if (letters.length === 0) return undefined;
  const body = letters
    .map((letter) => (variants[letter] ? `[${variants[letter]}]` : escape(letter)))
    .join('[\\s-]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The line with each vocabulary word spelled as the company writes it; longer words first. */
export function spellVocabulary(text: string, vocabulary: readonly string[]): string {
  let line = text;
  for (const word of [...vocabulary].sort((a, b) => b.length - a.length)) {
    const pattern = patternOf(word);
    if (pattern) line = line.replace(pattern, word);
  }
  return line;
}
