/** Said when a cue names nobody: we keep the words and do not guess who said them. */
export const unnamedSpeaker = 'Participante';

export type Utterance = { speaker: string | undefined; text: string };

const voiceSpan = /<v(?:\.[^\s>]*)?\s+([^>]+)>([\s\S]*?)(?:<\/v>|(?=<v[\s.])|$)/g;
// "Nome: texto" with a name of at most 60 characters that starts with a letter (so "10:30 ..." is not one).
const namePrefix = /^\s*-?\s*(\p{L}[\p{L}\p{M} .'’-]{0,59}?)\s*:\s+(\S[\s\S]*)$/u;

/**
 * Who said what in the text of one cue: WebVTT voice tags (`<v Ana>...</v>`, several per cue allowed), else
 * a "Nome: " prefix per line (a line without one continues the speaker before it in the cue).
 */
export function utterancesOf(cueText: string): Utterance[] {
  const voices = [...cueText.matchAll(voiceSpan)];
  if (voices.length > 0) {
    return voices
      .map(([, speaker = '', text = '']) => ({ speaker: speaker.trim(), text: plainText(text) }))
      .filter((utterance) => utterance.text.length > 0);
  }
  const utterances: Utterance[] = [];
  for (const line of cueText.split('\n')) {
    const text = plainText(line);
    if (!text) continue;
    const prefixed = namePrefix.exec(text);
    const previous = utterances.at(-1);
    if (prefixed?.[1] && prefixed[2])
      utterances.push({ speaker: prefixed[1].trim(), text: prefixed[2].trim() });
    else if (previous) previous.text = `${previous.text} ${text}`;
    else utterances.push({ speaker: undefined, text });
  }
  return utterances;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lrm: '',
  rlm: '',
};

/** Drops markup (`<b>`, `<c.x>`, inline timestamps) and decodes the entities WebVTT allows; text stays text. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|quot|apos|lrm|rlm);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
