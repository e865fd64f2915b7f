import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import {
  meetingQueryTerms,
  ownStems,
  rankSegments,
  unheardNarrowedSubject,
  unheardSubject,
  type ScoredSegment,
} from '../retrieval.ts';
import { contentStems, normalize } from '../text.ts';
import { answerTypeOf, countedNoun, withoutAskedNumbers } from './answer-type.ts';
import { byAnswerType } from './by-answer-type.ts';
import { answerByForm, onSideAsked, statesAnswerType } from './answer-by-form.ts';
import { countedInOtherWords, countsSomething, withCounts } from './counted-in-other-words.ts';
import { bySpeakerNamed, nameableStems, namesASpeaker, withoutAddressedNames } from './speaker-named.ts';
import { inPlainWords } from './colloquial.ts';
import { asksRecord, byRecord, recordSubjectSaid } from './records.ts';
import { withRareKind } from './rare-kinds.ts';
import { withCapacity } from './capacity.ts';
import type { ChatContextMeeting, ChatRequest } from './chat-ai.ts';
import { amountsOf, datesOf, nextStepsOf, objectionsOf, summaryPointsOf } from './meeting-facts.ts';
import { intentOf, type ChatIntent } from './question-intent.ts';

/** A passage an answer may quote: a line of a meeting, what of it to quote, and why it was picked. */
/** `sentence`: the sentence of the line that says the fact, when the fact was found by its sentence. */
export type Finding = { segment: TranscriptSegment; quote: string; label?: string; sentence?: string };

export type MeetingFindings = { meeting: ChatContextMeeting; findings: Finding[] };

export type Findings = {
  intent: ChatIntent;
  /** Meetings in the request's order, each with its passages in the order they were said (or facets'). */
  meetings: MeetingFindings[];
};

/**
 * Below this a line only shares a paraphrase or a common word with the question: better no passage than a
 * wrong one. One of the question's own, less common words ("vendedores") is enough.
 */
const minimumScore = 1.5;
/** Lines scoring at least this share of a meeting's best one are quoted with it. */
const companionShare = 0.5;
/** In a question about several meetings, one whose best line is this far below the best meeting's is left out. */
const meetingShare = 0.35;
/**
 * Passages per meeting, for one meeting or several. A model gets more than a person reads: it picks among
 * them, and a summary it writes needs more of the call than the facets the embedded answer quotes.
 */
const perMeeting = {
  person: { one: { search: 4, facts: 6, points: 0 }, many: { search: 2, facts: 3, points: 2 } },
  model: { one: { search: 8, facts: 10, points: 10 }, many: { search: 3, facts: 4, points: 3 } },
};
/** The most passages one answer quotes, whatever the number of meetings. */
const mostPassages = 30;

/**
 * The passages that answer `question` in each context meeting, found by what the question asks for (next
 * steps, objections, a summary) or by retrieval over what was said. The embedded AI quotes them; the
 * OpenAI-compatible adapter hands them, numbered, to the model, which may use nothing else.
 */
export function findPassages(
  request: Pick<ChatRequest, 'question' | 'history' | 'meetings'>,
  reader: keyof typeof perMeeting = 'person',
): Findings {
  const intent = intentOf(request.question);
  const many = request.meetings.length > 1;
  const limits = perMeeting[reader][many ? 'many' : 'one'];
  let meetings: MeetingFindings[];
  if (intent.kind === 'search') {
    meetings = searched(request.question, request.meetings, limits.search);
    const nothing = () => meetings.every((found) => found.findings.length === 0);
    // "E o prazo disso?": a follow-up that finds nothing alone is read with the question before it.
    const previous = request.history.findLast((turn) => turn.role === 'user')?.content;
    if (previous && nothing()) {
      meetings = searched(`${previous} ${request.question}`, request.meetings, limits.search);
    }
    // Words that barely reach the call: the question's form may still point at one line.
    if (nothing()) meetings = byForm(request.question, request.meetings);
  } else {
    meetings = request.meetings.map((meeting) => {
      const facts = factsFor(intent, meeting.segments, request.meetings.length, limits.points);
      // A summary has as many points as asked, in its facets' order; other facts are quoted in the order
      // they were said, and when there are too many the last next steps (a call's conclusion) are kept.
      if (intent.kind === 'summary') return { meeting, findings: facts };
      const kept = intent.kind === 'next-steps' ? facts.slice(-limits.facts) : facts.slice(0, limits.facts);
      return { meeting, findings: kept.sort((a, b) => a.segment.startSeconds - b.segment.startSeconds) };
    });
  }
  return { intent, meetings: capped(meetings.filter((found) => found.findings.length > 0)) };
}

/** The meeting's facts for the intent. */
function factsFor(
  intent: ChatIntent,
  segments: TranscriptSegment[],
  meetingCount: number,
  leastPoints: number,
): Finding[] {
  if (intent.kind === 'next-steps') return nextStepsOf(segments);
  if (intent.kind === 'objections') return objectionsOf(segments);
  if (intent.kind === 'amounts') return amountsOf(segments);
  if (intent.kind === 'dates') return datesOf(segments);
  if (intent.kind === 'summary') {
    // "Resuma em 5 tópicos" about several meetings: the points shared among them, at least two each (where
    // the deal stands and what happens next).
    return summaryPointsOf(segments, Math.max(leastPoints, Math.floor(intent.points / meetingCount)));
  }
  return [];
}

function searched(asked: string, meetings: ChatContextMeeting[], limit: number): MeetingFindings[] {
  // "O time de futebol do cliente" is about no one where the client's label is "Cliente": a role, not a name.
  const nameable = nameableStems(asked);
  const ranked = meetings.map((meeting) => {
    // A name the lines only say to someone ("Oi, Renata") is no subject of the question: its other words are.
    const own = withoutAddressedNames(asked, nameable, meeting.segments);
    // The question's form says the kind of answer; its words, with the plain ones for its colloquial words
    // ("chefão": "chefe dono"), say what about.
    const type = answerTypeOf(own);
    const question = inPlainWords(withoutAskedNumbers(own));
    const askedStems = new Set(contentStems(question));
    const named = new Set(ownStems(question).filter((stem) => nameable.has(stem)));
    const onSide = onSideAsked(own, meeting.segments);
    const plainOwn = inOneWordEach(own, meeting.segments);
    return {
      meeting,
      onSide,
      type,
      // A subject nobody in the meeting spoke of gets no quote at all: a line sharing one common word with the
      // question is not an answer. A question naming a speaker is about who spoke, not about words said.
      // A thing narrowed down that nobody spoke of even in other words is unheard however it is counted.
      ranked:
        (unheardSubject(plainOwn, meeting.segments) &&
          !namesASpeaker(named, meeting.segments) &&
          !countedInOtherWords(question, meeting.segments)) ||
        (unheardNarrowedSubject(plainOwn, meeting.segments) && !namesASpeaker(named, meeting.segments)) ||
        (asksRecord(normalize(own)) && !recordSubjectSaid(question, meeting.segments))
          ? []
          : byAnswerType(
              type,
              onSide,
              meeting.segments,
              bySpeakerNamed(
                askedStems,
                nameable,
                meeting.segments,
                minimumScore,
                byRecord(
                  own,
                  meeting.segments,
                  minimumScore,
                  withCounts(
                    question,
                    meeting.segments,
                    minimumScore,
                    withCapacity(
                      own,
                      new Set(meetingQueryTerms(question, meeting.segments).keys()),
                      minimumScore,
                      withRareKind(
                        type,
                        minimumScore,
                        rankSegments(meetingQueryTerms(question, meeting.segments), meeting.segments),
                      ),
                    ),
                  ),
                ),
              ),
            ),
    };
  });
  // "Quantas lojas...?" is answered by lines that count: a price beside it is no companion.
  const counted = countedNoun(asked) !== undefined;
  const bestOverall = Math.max(0, ...ranked.map(({ ranked }) => ranked[0]?.score ?? 0));
  return ranked.map(({ meeting, onSide, type, ranked }) => ({
    meeting,
    findings: bestOf(
      ranked,
      Math.max(minimumScore, bestOverall * meetingShare),
      limit,
      type &&
        ((segment: TranscriptSegment) =>
          statesAnswerType(type, segment) &&
          onSide(segment) &&
          (!counted || countsSomething(segment, meeting.segments))),
    ),
  }));
}

/** The question in plain words, one for each colloquial family: the first the meeting says, if any. */
function inOneWordEach(asked: string, segments: TranscriptSegment[]): string {
  const said = new Set(segments.flatMap(({ text }) => contentStems(text)));
  const isSaid = (word: string) => contentStems(word).every((stem) => said.has(stem));
  const plain = inPlainWords(withoutAskedNumbers(asked), {
    oneWord: (words) => words.find(isSaid) ?? words[0] ?? '',
  });
  // "a academia" where an upload labels a speaker "Academia Forte (Jéssica)" is the client, a subject the
  // call is about though no line says the word: neither heard nor unheard.
  const labels = new Set(segments.flatMap(({ speaker }) => contentStems(speaker)));
  return (plain.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => !contentStems(word).some((stem) => labels.has(stem) && !said.has(stem)))
    .join('');
}

/**
 * The line each meeting says of the kind the question asks for, when its words single it out (see
 * answerByForm); nothing for a question whose form asks for no kind of thing.
 */
function byForm(asked: string, meetings: ChatContextMeeting[]): MeetingFindings[] {
  const type = answerTypeOf(asked);
  const question = inPlainWords(withoutAskedNumbers(asked));
  return meetings.map((meeting) => {
    // A capital or a role says a name or a person loosely ("Dia das Mães" is a name): for a question whose
    // subject nobody spoke of, only a number, a length of time or a date is kind enough to go by. A place is
    // found even where no word reaches it (the one place named), so only in a meeting that speaks of the
    // question's subject: among several meetings, each naming one place, the others say nothing of it.
    const loose = type === 'name' || type === 'person' || type === 'place';
    const heard = !unheardSubject(inOneWordEach(asked, meeting.segments), meeting.segments);
    // A record of something nobody spoke of is no line's to answer (see recordSubjectSaid).
    const unsaidRecord = asksRecord(normalize(asked)) && !recordSubjectSaid(question, meeting.segments);
    // "Quanto custaria o seguro dos carros?" on a call that never speaks of cars: a price said is not its answer.
    const unsaidThing = unheardNarrowedSubject(inOneWordEach(asked, meeting.segments), meeting.segments);
    const segment =
      type && (heard || !loose) && !unsaidRecord && !unsaidThing
        ? answerByForm(type, question, asked, meeting.segments, heard)
        : undefined;
    return { meeting, findings: segment ? [{ segment, quote: segment.text }] : [] };
  });
}

function bestOf(
  ranked: ScoredSegment[],
  floor: number,
  limit: number,
  fits?: (segment: TranscriptSegment) => boolean,
): Finding[] {
  const best = ranked[0];
  if (!best || best.score < floor) return [];
  // When the best line says the kind of thing asked for on the side asked about ("três semanas" for "Quanto
  // demora...?"), a line beside it that does not only shares words with the question; and that line, the
  // likeliest answer, comes first.
  const fitting = fits?.(best.segment) ? fits : undefined;
  const kept = ranked
    .filter((scored) => scored.score >= Math.max(floor, best.score * companionShare))
    .filter((scored) => !fitting || fitting(scored.segment))
    .slice(0, limit)
    .map(({ segment }) => segment);
  const ordered = fitting
    ? [kept[0]!, ...kept.slice(1).sort((a, b) => a.startSeconds - b.startSeconds)]
    : kept.sort((a, b) => a.startSeconds - b.startSeconds);
  return ordered.map((segment) => ({ segment, quote: segment.text }));
}

/** Keeps every meeting's first passages before anyone's later ones, up to the answer's limit. */
function capped(meetings: MeetingFindings[]): MeetingFindings[] {
  const total = meetings.reduce((sum, found) => sum + found.findings.length, 0);
  if (total <= mostPassages) return meetings;
  const each = Math.max(1, Math.floor(mostPassages / meetings.length));
  return meetings
    .map((found) => ({ ...found, findings: found.findings.slice(0, each) }))
    .slice(0, mostPassages);
}
