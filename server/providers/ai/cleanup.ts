import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { normalize } from './text.ts';
import { spellVocabulary } from './vocabulary-spelling.ts';

const questionOpeners =
  /^(qual|quais|quem|como|quando|onde|quanto|quantos|quantas|por que|o que|será|sera|vocês|voces|você|voce|tem|teria|pode|podemos|dá|da pra)\b/i;

/** Machine labels speech-to-text engines give unnamed voices: "SPEAKER_01", "speaker 1", "Falante 2". */
const machineLabel = /^(?:speaker|falante|locutor|participante|spk)[\s_-]*0*(\d+)$/i;

/** A line as a careful typist would write it: one space between words, capitalised, ending in punctuation. */
export function tidyLine(text: string): string {
  let line = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=[^\s\d"”’)])/g, '$1 ')
    .replace(/\b(eh|ehh|hum|humm|ahn)\b[,]?\s*/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length === 0) return text.trim();
  line = line.charAt(0).toLocaleUpperCase('pt-BR') + line.slice(1);
  // A sentence that starts after a full stop starts with a capital letter too.
  line = line.replace(
    /([.!?]\s+)(\p{Ll})/gu,
    (_, stop: string, letter: string) => stop + letter.toLocaleUpperCase('pt-BR'),
  );
  if (!/[.!?…]["”’)]?$/.test(line)) line += questionOpeners.test(normalize(line)) ? '?' : '.';
  return line;
}

/** Names in title case; engine labels become "Participante N". */
export function tidySpeaker(speaker: string): string {
  const trimmed = speaker.replace(/\s+/g, ' ').trim();
  const numbered = machineLabel.exec(trimmed);
  if (numbered) return `Participante ${Number(numbered[1])}`;
  if (trimmed !== trimmed.toLocaleLowerCase('pt-BR') && trimmed !== trimmed.toLocaleUpperCase('pt-BR'))
    return trimmed;
  return trimmed
    .toLocaleLowerCase('pt-BR')
    .replace(
      /(^|\s)(\p{L})/gu,
      (_, space: string, letter: string) => space + letter.toLocaleUpperCase('pt-BR'),
    )
    .replace(/\s(Da|De|Do|Das|Dos|E)(?=\s)/g, (particle) => particle.toLocaleLowerCase('pt-BR'));
}

/** Tidy lines and speakers, with the company's vocabulary spelled its way ("hub spot" → "HubSpot"). */
export function improveSegments(
  segments: TranscriptSegment[],
  vocabulary: readonly string[] = [],
): TranscriptSegment[] {
  return segments.map((segment) => ({
    ...segment,
    speaker: tidySpeaker(segment.speaker),
    text: tidyLine(spellVocabulary(segment.text, vocabulary)),
  }));
}
