import type { ChatCitation } from '../../../api-contract/chat.ts';

/** An answer's text cut at its `[n]` markers: plain text, or the citation a marker stands for. */
export type AnswerPart =
  { kind: 'text'; text: string } | { kind: 'citation'; number: number; citation: ChatCitation };

const marker = /\[(\d+)\]/g;

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
