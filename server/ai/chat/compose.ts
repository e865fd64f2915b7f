import type { ChatCitation } from '../../../src/services/api/schemas/chat.ts';
import type { ChatContextMeeting } from './chat-ai.ts';
import { citationOf, listInPortuguese, meetingName, momentOf, quoteOf } from './format.ts';
import type { ChatIntent } from './question-intent.ts';
import type { Finding, Findings, MeetingFindings } from './passages.ts';

/** The embedded AI's answer: readable pt-BR text quoting passages, each cited `[n]` = `passages[n - 1]`. */
export type ComposedAnswer = { text: string; passages: ChatCitation[] };

/** Meetings with nothing to say are named up to this many; beyond it they are counted. */
const namedEmptyMeetings = 4;

/** What an answer says when the meetings do not answer the question: plainly, and how to ask better. */
export function notFoundIn(meetings: ChatContextMeeting[]): string {
  const where =
    meetings.length === 1 ? `em ${meetingName(meetings[0]!)}` : `nas ${meetings.length} reuniões escolhidas`;
  return (
    `Não encontrei nada sobre isso ${where}. Tente perguntar com outras palavras, por exemplo citando ` +
    'um nome, um valor ou um assunto da conversa.'
  );
}

const headings: Record<ChatIntent['kind'], { one: string; many: string; none: string }> = {
  'next-steps': {
    one: 'Próximos passos combinados em',
    many: 'Próximos passos combinados, reunião por reunião:',
    none: 'Não encontrei próximos passos combinados',
  },
  objections: {
    one: 'Objeções e preocupações levantadas em',
    many: 'Objeções e preocupações levantadas, reunião por reunião:',
    none: 'Não encontrei objeções ou preocupações levantadas',
  },
  summary: {
    one: 'Resumo de',
    many: 'Resumo, reunião por reunião:',
    none: 'Não encontrei o que resumir',
  },
  search: { one: 'O que foi dito sobre isso em', many: '', none: '' },
};

/**
 * Writes the answer from the passages found: one meeting's passages under its name, several meetings'
 * grouped under each name, every quote with who said it, when, and its citation. Never adds a claim that
 * is not a quote.
 */
export function composeAnswer(found: Findings, meetings: ChatContextMeeting[]): ComposedAnswer {
  const passages: ChatCitation[] = [];
  const quoteLine = (meeting: ChatContextMeeting, finding: Finding, bullet: string) => {
    const quote = quoteOf(finding.quote);
    passages.push(citationOf(meeting, finding.segment, quote));
    const label = finding.label ? `${finding.label} — ` : '';
    const who = `${finding.segment.speaker} (${momentOf(finding.segment.startSeconds)})`;
    return `${bullet} ${label}${who}: “${quote}” [${passages.length}]`;
  };
  const heading = headings[found.intent.kind];

  if (found.meetings.length === 0) {
    if (found.intent.kind === 'search') return { text: notFoundIn(meetings), passages };
    const where =
      meetings.length === 1
        ? `em ${meetingName(meetings[0]!)}`
        : `nas ${meetings.length} reuniões escolhidas`;
    return { text: `${heading.none} ${where}.`, passages };
  }

  if (meetings.length === 1) {
    const [{ meeting, findings }] = found.meetings as [MeetingFindings];
    const numbered = found.intent.kind === 'summary';
    const title =
      found.intent.kind === 'summary'
        ? `${heading.one} ${meetingName(meeting)} em ${countOf(findings.length, 'tópico', 'tópicos')}:`
        : `${heading.one} ${meetingName(meeting)}:`;
    const lines = findings.map((finding, index) =>
      quoteLine(meeting, finding, numbered ? `${index + 1}.` : '-'),
    );
    return { text: [title, '', ...lines].join('\n'), passages };
  }

  const intro =
    found.intent.kind === 'search'
      ? found.meetings.length === meetings.length
        ? `Encontrei isto nas ${meetings.length} reuniões:`
        : `Encontrei isto em ${found.meetings.length} das ${meetings.length} reuniões:`
      : heading.many;
  const blocks = found.meetings.map(({ meeting, findings }) =>
    [`${meetingName(meeting)}`, ...findings.map((finding) => quoteLine(meeting, finding, '-'))].join('\n'),
  );
  return { text: [intro, ...blocks, ...emptyMeetingsNote(found, meetings)].join('\n\n'), passages };
}

function emptyMeetingsNote(found: Findings, meetings: ChatContextMeeting[]): string[] {
  const answered = new Set(found.meetings.map(({ meeting }) => meeting.id));
  const empty = meetings.filter((meeting) => !answered.has(meeting.id));
  if (empty.length === 0) return [];
  if (empty.length > namedEmptyMeetings)
    return [`Nas outras ${empty.length} reuniões não encontrei nada sobre isso.`];
  return [`Nada sobre isso em ${listInPortuguese(empty.map(meetingName))}.`];
}

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
