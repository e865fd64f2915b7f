import type { ChatCitation } from '../../../../src/api-contract/chat.ts';
import type { ChatAnswer } from './chat-ai.ts';
import { sentenceEnd } from './compose.ts';

/** `[3]`, `[1, 4]` or `[1,4]`: the passages a sentence relies on. */
const marker = /(\s*)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** The start of a marker cut off at the end of a piece: held back until the next piece completes it. */
const openMarker = /\[[\d,\s]{0,16}$/;

/**
 * Turns an author's text that cites `passages` by number into the answer's own numbering, piece by piece:
 * the first passage cited becomes `[1]`, the next new one `[2]`, numbers that name no passage are dropped,
 * and `[1, 4]` becomes `[1][2]`. So the streamed text, the stored text and `citations` always agree, and
 * citations list only what the answer used. A completed answer citing nothing says `notFound` instead:
 * an unsourced answer is never given as one.
 */
export function citedAnswer(
  passages: ChatCitation[],
  source: AsyncIterable<string>,
  options: {
    notFound: string;
    signal: AbortSignal;
    /** Told, once the answer ended, how many markers named no passage (and how many answers cited none). */
    onDropped?: (count: number) => void;
  },
): ChatAnswer {
  const numberOf = new Map<number, number>();
  const citations: ChatCitation[] = [];
  let produced = '';
  let completed = false;
  let dropped = 0;

  const renumber = (text: string) =>
    text.replace(marker, (_, space: string, list: string) => {
      const numbers = list.split(',').map((value) => Number(value.trim()));
      const markers = numbers
        .filter((number) => number >= 1 && number <= passages.length)
        .map((number) => {
          let own = numberOf.get(number);
          if (own === undefined) {
            citations.push(passages[number - 1]!);
            own = citations.length;
            numberOf.set(number, own);
          }
          return `[${own}]`;
        })
        .join('');
      dropped += numbers.filter((number) => !(number >= 1 && number <= passages.length)).length;
      // A marker naming no passage goes with the space before it: "decide [99]." becomes "decide.".
      return markers ? space + markers : '';
    });

  async function* pieces() {
    let held = '';
    for await (const piece of source) {
      const text = held + piece;
      const open = openMarker.exec(text);
      held = open ? open[0] : '';
      const ready = renumber(open ? text.slice(0, open.index) : text);
      if (ready) {
        produced += ready;
        yield ready;
      }
    }
    const rest = renumber(held);
    if (rest) {
      produced += rest;
      yield rest;
    }
    completed = !options.signal.aborted;
    // An answer that cites nothing is replaced whole: one claim dropped.
    if (completed && citations.length === 0) dropped += 1;
    if (dropped > 0) options.onDropped?.(dropped);
  }

  return {
    pieces: pieces(),
    result: () =>
      completed && citations.length === 0
        ? { content: options.notFound, citations: [] }
        : { content: produced, citations: [...citations] },
  };
}

/**
 * The embedded answer's own check of what the model path's citations enforce: in a line of notes (a line
 * citing something), a sentence citing nothing is a claim without its source, and is dropped and counted.
 * Lines citing nothing at all (the answer's opening, "Nada sobre isso em...") state no claim of the call.
 */
export function withoutUncitedSentences(text: string): { text: string; dropped: number } {
  let dropped = 0;
  const lines = text.split('\n').map((line) => {
    if (!/\[\d+\]/.test(line)) return line;
    // A summary's point keeps its number ("1. ") whichever of its sentences go.
    const [, point = '', notes = line] = /^(\d{1,3}\.\s+)?([\s\S]*)$/.exec(line) ?? [];
    const kept = notes.split(sentenceEnd).filter((sentence) => {
      const cites = /\[\d+\]/.test(sentence);
      if (!cites) dropped += 1;
      return cites;
    });
    return point + kept.join(' ');
  });
  return { text: lines.join('\n'), dropped };
}
