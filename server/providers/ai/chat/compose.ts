import type { ChatCitation } from '../../../../src/api-contract/chat.ts';
import type { ChatContextMeeting } from './chat-ai.ts';
import { writeCommitment } from '../writing/commitments.ts';
import { askedStems, inContext, noteOf, ownStemWeight, relevantSentences } from '../writing/notes.ts';
import { addresseeOf } from '../writing/said-facts.ts';
import { contentStems, sentences } from '../text.ts';
import { citationOf, listInPortuguese, meetingName, quoteOf } from './format.ts';
import {
  answerTypeOf,
  countedNoun,
  namesAnswerType,
  saysAnswerType,
  statesCount,
  withoutAskedNumbers,
} from './answer-type.ts';
import { inPlainWords } from './colloquial.ts';
import { asksMoney, saysMoneyAmount } from './money.ts';
import { openingOf, saysBareNumber } from './counted-in-other-words.ts';
import type { ChatIntent } from './question-intent.ts';
import type { Finding, Findings, MeetingFindings } from './passages.ts';

/** The embedded AI's answer: readable pt-BR text quoting passages, each cited `[n]` = `passages[n - 1]`. */
export type ComposedAnswer = { text: string; passages: ChatCitation[] };

/** Where a note's sentence ends: before a capital, and not after "Dr." or "Sr." nor a point's "1.". */
export const sentenceEnd = /(?<=(?<!\b(?:Dr|Dra|Sr|Sra|Srta|Prof|Profa)|(?:^|\s)\d{1,3})[.!?])\s+(?=\p{Lu})/u;

/** How a sentence says the kind of answer asked for: loosely, by name, and when it narrows another down. */
type AnswerKinds = {
  says?: (sentence: string) => boolean;
  names?: (sentence: string) => boolean;
  narrows?: (sentence: string) => boolean;
  /** A line's opening sentence that is the answer by itself, however short ("Dezesseis." to "Quantas?"). */
  opens?: (sentence: string) => boolean;
  /**
   * A sentence of the line kept beside the chosen ones whatever its words: a date for "Qual o limite...?"
   * ("Antes de dezembro. Se começar depois de outubro já não adianta."), an amount for "Quanto custa...?".
   */
  keeps?: (sentence: string) => boolean;
};

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
 * Writes the answer from the passages found, as notes: each passage told in the third person ("Juliana
 * disse que têm uma verba de até oito mil reais por mês [1].", "Lucas vai enviar a proposta hoje [2]."),
 * under its meeting's name when there are several, each with its citation and never the same passage twice.
 * Never adds a claim its passage does not make.
 */
export function composeAnswer(
  found: Findings,
  meetings: ChatContextMeeting[],
  question = '',
): ComposedAnswer {
  const passages: ChatCitation[] = [];
  const cited = new Set<string>();
  // A line's sentence that answers is picked by the question's subject in plain words ("chamados" are the
  // "ordens de serviço" the line speaks of).
  const stems = askedStems(inPlainWords(withoutAskedNumbers(question)));
  const type = answerTypeOf(question);
  // "Quantos alunos...?" is answered by the sentence that counts ("uns seis mil alunos"), not one that
  // measures ("há quinze dias").
  const counts = countedNoun(question) !== undefined;
  // "Dezesseis. Dez próprias e seis franqueadas.": the bare number is the count, the rest its parts.
  const statesTotal = (sentence: string) => statesCount(sentence) || saysBareNumber(sentence);
  const saysAnswerKind = counts
    ? statesTotal
    : type
      ? (sentence: string) => saysAnswerType(type, sentence)
      : undefined;
  const namesAnswerKind = counts
    ? statesTotal
    : type
      ? (sentence: string) => namesAnswerType(type, sentence)
      : undefined;
  // A sentence beside the answer that narrows it ("Só no EAD são 3.400.") says its number without the noun.
  const kinds: AnswerKinds = {
    says: saysAnswerKind,
    names: namesAnswerKind,
    narrows: type ? (sentence: string) => saysAnswerType(type, sentence) : undefined,
    opens: counts ? saysBareNumber : undefined,
    keeps:
      type === 'date'
        ? (sentence: string) => saysAnswerType('date', sentence)
        : asksMoney(question)
          ? saysMoneyAmount
          : undefined,
  };
  const noteLine = (meeting: ChatContextMeeting, finding: Finding, number?: number) => {
    const key = `${meeting.id}/${finding.segment.id}`;
    if (cited.has(key)) return [];
    cited.add(key);
    passages.push(citationOf(meeting, finding.segment, quoteOf(finding.quote)));
    const note = written(found.intent.kind, meeting, finding, stems, kinds);
    const label = finding.label ? `${finding.label}: ` : '';
    // Every sentence of the note cites its line ("Carla vai fazer a prova de conceito [1]. Carla vai
    // configurar o ambiente na segunda [1]."): a sentence without its chip reads as a claim citing nothing.
    const citedNote = note
      .split(sentenceEnd)
      .map((sentence) => sentence.replace(/([.!?])$/, ` [${passages.length}]$1`))
      .join(' ');
    return [`${number === undefined ? '' : `${number}. `}${label}${citedNote}`];
  };
  const wording = wordings[found.intent.kind];

  if (found.meetings.length === 0) return { text: wording.none(meetings), passages };

  if (meetings.length === 1) {
    const [{ meeting, findings }] = found.meetings as [MeetingFindings];
    const numbered = found.intent.kind === 'summary';
    const lines = findings.flatMap((finding, index) =>
      noteLine(meeting, finding, numbered ? index + 1 : undefined),
    );
    return { text: [wording.one(meetingName(meeting), lines.length), '', ...lines].join('\n'), passages };
  }

  const blocks = found.meetings.map(({ meeting, findings }) =>
    [meetingName(meeting), ...findings.flatMap((finding) => noteLine(meeting, finding))].join('\n'),
  );
  const intro = wording.many(found.meetings.length, meetings.length);
  return { text: [intro, ...blocks, ...emptyMeetingsNote(found, meetings)].join('\n\n'), passages };
}

/** One passage as a note: a next step as who does what, anything else as what its speaker said. */
function written(
  kind: ChatIntent['kind'],
  meeting: ChatContextMeeting,
  finding: Finding,
  stems: ReadonlyMap<string, number>,
  kinds: AnswerKinds,
): string {
  if (kind === 'next-steps' || finding.label === 'Próximos passos') {
    const index = meeting.segments.findIndex((segment) => segment.id === finding.segment.id);
    const context = { speaker: finding.segment.speaker, addressee: addresseeOf(meeting.segments, index) };
    const steps = relevantSentences(finding.segment, new Map()).length
      ? finding.quote.split(/(?<=[.!?])\s+/).flatMap((sentence) => writeCommitment(sentence, context) ?? [])
      : [];
    // One line's commitments are one note, as writeCommitment joins a sentence's clauses: one chip for them.
    if (steps.length > 0) return `${steps.map((step) => step.text.replace(/\.$/, '')).join('; ')}.`;
  }
  // A fact found by its sentence (an objection, a value) is told by that sentence, not the whole line.
  const statements = (finding.sentence ?? '')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() && !sentence.trim().endsWith('?'));
  const said =
    statements.length > 0
      ? [...inContext(finding.segment, statements[0]!), ...statements.slice(1)]
      : withSentencesOnSubject(
          withAnswerKind(
            relevantSentences({ ...finding.segment, text: finding.quote }, stems, kinds.says),
            finding.quote,
            stems,
            kinds,
          ),
          finding.quote,
          stems,
        );
  // A reply that opens on the answer alone ("Dezesseis.") is too short to be chosen among the line's
  // sentences, which say more words: it goes first, before the parts that follow it.
  const opening = openingOf(finding.quote);
  const opensOnAnswer = opening && kinds.opens?.(opening) && !said.includes(opening);
  return noteOf(finding.segment.speaker, opensOnAnswer ? [opening, ...said] : said);
}

/**
 * "Que tal começar com um piloto em dez postos?": a proposal asked, which says what was offered; told as one
 * ("a proposta é começar com um piloto em dez postos").
 */
const proposes = /^(?:e )?que tal\s+/iu;
const asProposal = (sentence: string) => sentence.replace(proposes, 'a proposta é ').replace(/\?$/u, '.');

/**
 * The sentences chosen, and every other sentence of the line that speaks of the question's subject, in its
 * own words or the thesaurus's: "Então. A gente compra de uns 1.300 produtores, a maioria pequeno. Exporta
 * umas 380 mil sacas, mais pra Alemanha e Japão." answers "Pra que países vai a maior parte do grão?" by its
 * last sentence ("países": "exporta"), though the first shares the word "maior" and names a place. A fact
 * cut out of the note is an answer lost; a sentence more of the same line contradicts nothing.
 */
function withSentencesOnSubject(
  chosen: string[],
  quote: string,
  stems: ReadonlyMap<string, number>,
): string[] {
  const onSubject = (sentence: string) =>
    (!sentence.trim().endsWith('?') || proposes.test(sentence)) &&
    contentStems(sentence).some((stem) => stems.has(stem));
  const all = sentences(quote);
  if (!chosen.every((sentence) => all.includes(sentence))) return chosen;
  return all
    .filter((sentence) => chosen.includes(sentence) || onSubject(sentence))
    .map((sentence) => (chosen.includes(sentence) ? sentence : asProposal(sentence)));
}

/**
 * The sentences chosen, and the line's first one saying the kind of answer asked for when none of them does:
 * "Quanto demora pra integrar?" is answered by "A implantação leva duas semanas", though the sentence before
 * it shares more of the question's words; "Quem aprova?" by the sentence naming them ("os dois sócios, o
 * Henrique e a Sônia"), beside the one that only says a role ("Eu levo pra reunião de sócios"). A sentence
 * of the kind that speaks of the question's own words is kept beside them too: "uns nove mil alunos, entre
 * presencial e EAD. Só no EAD são 3.400." answers "Quantos estudantes fazem curso a distância?" by both.
 */
function withAnswerKind(
  chosen: string[],
  quote: string,
  stems: ReadonlyMap<string, number>,
  { names, narrows, keeps }: AnswerKinds,
): string[] {
  if (!names) return chosen;
  const all = sentences(quote).filter((sentence) => !sentence.endsWith('?'));
  const own = new Set(
    [...stems].flatMap(([stem, weight]) => (weight === ownStemWeight ? [oneUseVerb(stem)] : [])),
  );
  const asksAbout = (sentence: string) => contentStems(sentence).some((stem) => own.has(oneUseVerb(stem)));
  const answered = chosen.some(names);
  const kind = answered ? undefined : all.find(names);
  const narrower = answered
    ? all.filter(
        (sentence) =>
          !chosen.includes(sentence) && ((narrows?.(sentence) && asksAbout(sentence)) || keeps?.(sentence)),
      )
    : [];
  if (!kind && narrower.length === 0) return chosen;
  return sentences(quote).filter(
    (sentence) => chosen.includes(sentence) || sentence === kind || narrower.includes(sentence),
  );
}

/**
 * "usa", "usam", "utilizam": one verb of use, whose forms the stemmer leaves apart, so "Que sistema usa a ótica
 * concorrente?" finds the sentence "Eles usam o OptiGest" beside the one naming the competitor.
 */
const oneUseVerb = (stem: string) => (/^(?:usa|usam|usav|utiliz\w*)$/.test(stem) ? 'usa' : stem);

function emptyMeetingsNote(found: Findings, meetings: ChatContextMeeting[]): string[] {
  const answered = new Set(found.meetings.map(({ meeting }) => meeting.id));
  const empty = meetings.filter((meeting) => !answered.has(meeting.id));
  if (empty.length === 0) return [];
  if (empty.length > namedEmptyMeetings)
    return [`Nas outras ${empty.length} reuniões não encontrei nada sobre isso.`];
  return [`Nada sobre isso em ${listInPortuguese(empty.map(meetingName))}.`];
}

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
