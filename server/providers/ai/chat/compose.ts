import type { ChatCitation } from '../../../../src/api-contract/chat.ts';
import type { ChatContextMeeting } from './chat-ai.ts';
import { citationOf, listInPortuguese, meetingName, momentOf, quoteOf } from './format.ts';
import type { ChatIntent } from './question-intent.ts';
import type { Finding, Findings, MeetingFindings } from './passages.ts';

/** The embedded AI's answer: readable pt-BR text quoting passages, each cited `[n]` = `passages[n - 1]`. */
export type ComposedAnswer = { text: string; passages: ChatCitation[] };

/** Meetings with nothing to say are named up to this many; beyond it they are counted. */
const namedEmptyMeetings = 4;

const whereOf = (meetings: ChatContextMeeting[]) =>
  meetings.length === 1 ? `em ${meetingName(meetings[0]!)}` : `nas ${meetings.length} reuniões escolhidas`;

/** What an answer says when the meetings do not answer the question: plainly, and how to ask better. */
export function notFoundIn(meetings: ChatContextMeeting[]): string {
  return (
    `Não encontrei nada sobre isso ${whereOf(meetings)}. Tente perguntar com outras palavras, por exemplo ` +
    'citando um nome, um valor ou um assunto da conversa.'
  );
}

/** How each kind of answer opens: about one meeting (named), about several, and when nothing was found. */
type Wording = {
  one: (name: string, points: number) => string;
  many: (answered: number, total: number) => string;
  none: (meetings: ChatContextMeeting[]) => string;
};

const listed = (what: string, none: string): Wording => ({
  one: (name) => `${what} em ${name}:`,
  many: () => `${what}, reunião por reunião:`,
  none: (meetings) => `${none} ${whereOf(meetings)}.`,
});

const wordings: Record<ChatIntent['kind'], Wording> = {
  'next-steps': listed('Próximos passos combinados', 'Não encontrei próximos passos combinados'),
  objections: listed(
    'Objeções e preocupações levantadas',
    'Não encontrei objeções ou preocupações levantadas',
  ),
  amounts: listed('Valores citados', 'Não encontrei valores citados'),
  dates: listed('Datas e prazos citados', 'Não encontrei datas ou prazos citados'),
  summary: {
    one: (name, points) => `Resumo de ${name} em ${countOf(points, 'tópico', 'tópicos')}:`,
    many: () => 'Resumo, reunião por reunião:',
    none: (meetings) => `Não encontrei o que resumir ${whereOf(meetings)}.`,
  },
  search: {
    one: (name) => `O que foi dito sobre isso em ${name}:`,
    many: (answered, total) =>
      answered === total
        ? `Encontrei isto nas ${total} reuniões:`
        : `Encontrei isto em ${answered} das ${total} reuniões:`,
    none: notFoundIn,
  },
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
  const wording = wordings[found.intent.kind];

  if (found.meetings.length === 0) return { text: wording.none(meetings), passages };

  if (meetings.length === 1) {
    const [{ meeting, findings }] = found.meetings as [MeetingFindings];
    const numbered = found.intent.kind === 'summary';
    const lines = findings.map((finding, index) =>
      quoteLine(meeting, finding, numbered ? `${index + 1}.` : '-'),
    );
    return { text: [wording.one(meetingName(meeting), findings.length), '', ...lines].join('\n'), passages };
  }

  const blocks = found.meetings.map(({ meeting, findings }) =>
    [meetingName(meeting), ...findings.map((finding) => quoteLine(meeting, finding, '-'))].join('\n'),
  );
  const intro = wording.many(found.meetings.length, meetings.length);
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
