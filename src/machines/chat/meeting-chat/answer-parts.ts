import type { ChatCitation } from '../../../api-contract/chat.ts';

/** An answer's text cut at its `[n]` markers: plain text, or the citation a marker stands for. */
export type AnswerPart =
  { kind: 'text'; text: string } | { kind: 'citation'; number: number; citation: ChatCitation };

/**
 * An answer laid out as it reads: paragraphs, and the lists a writer (a model, most often) marks with "- ",
 * "* ", "• " or "1." at the start of a line, shown as real lists instead of those marks.
 */
export type AnswerBlock =
  { kind: 'paragraph'; parts: AnswerPart[] } | { kind: 'list'; ordered: boolean; items: AnswerPart[][] };

const marker = /\[(\d+)\]/g;
const bullet = /^\s*[-*•]\s+/;
const numbered = /^\s*\d{1,2}[.)]\s+/;
/** Markdown's emphasis and headings: the answer is shown as text, so their marks would be read literally. */
const emphasis = /\*\*|__|^\s*#{1,6}\s+/g;

/**
 * `[n]` is `citations[n - 1]`; a marker with no citation behind it (an answer still streaming, or stopped
 * before its citations came) stays as the text it is.
 */
export function answerParts(content: string, citations: readonly ChatCitation[]): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let text = '';
  let last = 0;
  for (const match of content.matchAll(marker)) {
    const number = Number(match[1]);
    const citation = citations[number - 1];
    text += content.slice(last, match.index);
    last = match.index + match[0].length;
    if (!citation) {
      text += match[0];
      continue;
    }
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'citation', number, citation });
  }
  text += content.slice(last);
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}

/**
 * The answer in blocks: lines run together into a paragraph until a blank line; consecutive list lines make
 * one list, each item without its mark.
 */
export function answerBlocks(content: string, citations: readonly ChatCitation[]): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    const text = paragraph.join('\n').trim();
    if (text !== '') blocks.push({ kind: 'paragraph', parts: answerParts(text, citations) });
    paragraph = [];
  };
  for (const raw of content.split('\n')) {
    const line = raw.replace(emphasis, '');
    const bulleted = bullet.exec(line);
    const counted = bulleted ? null : numbered.exec(line);
    const mark = bulleted ?? counted;
    if (!mark) {
      if (line.trim() === '') closeParagraph();
      else paragraph.push(line);
      continue;
    }
    closeParagraph();
    const ordered = counted !== null;
    const item = answerParts(line.slice(mark[0].length).trim(), citations);
    const previous = blocks.at(-1);
    if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
    else blocks.push({ kind: 'list', ordered, items: [item] });
  }
  closeParagraph();
  return blocks;
}

/**
 * True when the answer is about more than one meeting (asked about several, or citing one the question was
 * not asked about): only then do its chips name the meeting, which would otherwise be the same on each.
 */
export function spansSeveralMeetings(
  citations: readonly ChatCitation[],
  contextMeetingIds: readonly string[],
): boolean {
  return new Set([...contextMeetingIds, ...citations.map((citation) => citation.meetingId)]).size > 1;
}
