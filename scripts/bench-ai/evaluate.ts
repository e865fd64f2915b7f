import type { TranscriptSegment } from '../../src/api-contract/transcription.ts';
import { readyTemplates } from '../../src/domain/ready-templates.ts';
import type { ChatContextMeeting } from '../../server/providers/ai/chat/chat-ai.ts';
import { createEmbeddedChatAi } from '../../server/providers/ai/chat/embedded.ts';
import { createExtractiveAi } from '../../server/providers/ai/extractive.ts';
import { decisionMakersOf } from '../../server/providers/ai/signals/decision.ts';
import { normalize } from '../../server/providers/ai/text.ts';
import { personName } from '../../server/providers/ai/writing/speaker-names.ts';
import type { LabelledCall, LineId, TemplateQuestionKey } from './labelled-calls/types.ts';

/** How one task did: what it said right out of what it said (precision) and out of what it should (recall). */
export type TaskScore = { truePositives: number; predicted: number; expected: number; misses: string[] };
export type Evaluation = {
  items: number;
  tasks: Record<Task, TaskScore>;
  /** Notes naming a number or a name their cited lines do not say: contradictions of the transcript. */
  unsupported: string[];
};
export type Task = 'templateAnswers' | 'nextSteps' | 'objectionKinds' | 'decisionMakers' | 'chat';
export const tasks: Task[] = ['templateAnswers', 'nextSteps', 'objectionKinds', 'decisionMakers', 'chat'];

export const precision = (score: TaskScore) =>
  score.predicted === 0 ? 1 : score.truePositives / score.predicted;
export const recall = (score: TaskScore) => (score.expected === 0 ? 1 : score.truePositives / score.expected);

const [budget, authority, need, timeline] = readyTemplates.bant.questions;
const [situation, problems, implications, needPayoff] = readyTemplates.spin.questions;
/** Asked as the meeting page asks them: BANT's questions together, then SPIN's. */
const templateBatches: Array<Array<[TemplateQuestionKey, string]>> = [
  [
    ['budget', budget!],
    ['authority', authority!],
    ['need', need!],
    ['timeline', timeline!],
  ],
  [
    ['situation', situation!],
    ['problems', problems!],
    ['implications', implications!],
    ['needPayoff', needPayoff!],
  ],
];

// Brazilian Portuguese conversational pace and the pause between turns, as the seed lays calls out.
const wordsPerSecond = 2.6;
const pauseSeconds = 0.8;

/** The call's lines as a finished transcript: ids "s<n>", each line as long as its words take to say. */
export function segmentsOf(call: LabelledCall): TranscriptSegment[] {
  let clock = 12;
  return call.lines.map(([speaker, text], index) => {
    const start = clock;
    const end = start + Math.max(1.5, text.split(/\s+/).length / wordsPerSecond);
    clock = end + pauseSeconds;
    return {
      id: `s${index}`,
      speaker,
      startSeconds: Math.round(start * 10) / 10,
      endSeconds: Math.round(end * 10) / 10,
      text,
    };
  });
}

const emptyScore = (): TaskScore => ({ truePositives: 0, predicted: 0, expected: 0, misses: [] });

/** Runs the embedded AI (no key, no server) over the calls and scores every task against their labels. */
export async function evaluate(calls: LabelledCall[]): Promise<Evaluation> {
  const ai = createExtractiveAi();
  const result: Evaluation = {
    items: 0,
    tasks: Object.fromEntries(tasks.map((task) => [task, emptyScore()])) as Record<Task, TaskScore>,
    unsupported: [],
  };
  for (const call of calls) {
    const segments = segmentsOf(call);
    const byId = new Map(segments.map((segment) => [segment.id, segment]));
    const speakers = segments.map((segment) => segment.speaker);
    const supported = (note: string, lineIds: string[]) => {
      const missing = unsupportedClaims(
        note,
        lineIds.map((id) => byId.get(id)?.text ?? ''),
        speakers,
      );
      if (missing.length > 0) result.unsupported.push(`${call.key}: "${note}" (${missing.join(', ')})`);
    };

    // Template answers: the right line, or no answer when the call has none.
    const answers = result.tasks.templateAnswers;
    for (const batch of templateBatches) {
      const drafts = await ai.answerQuestions(
        batch.map(([key, text]) => ({ id: key, text })),
        segments,
      );
      for (const draft of drafts) {
        result.items += 1;
        const expected = new Set<string>(call.templateAnswers[draft.questionId as TemplateQuestionKey]);
        const cited = draft.sources.map((source) => source.segmentId);
        if (expected.size > 0) answers.expected += 1;
        if (draft.answer === null) {
          if (expected.size > 0) answers.misses.push(`${call.key} ${draft.questionId}: no answer`);
          continue;
        }
        answers.predicted += 1;
        supported(draft.answer, cited);
        if (cited.some((id) => expected.has(id))) answers.truePositives += 1;
        else
          answers.misses.push(
            `${call.key} ${draft.questionId}: cited ${cited.join(',')}, expected ${[...expected].join(',') || 'none'}`,
          );
      }
    }

    const enrichment = await ai.enrich(segments);

    // Next steps: the line, who does it and, when said, by when.
    const steps = result.tasks.nextSteps;
    steps.expected += call.nextSteps.length;
    steps.predicted += enrichment.nextSteps.length;
    result.items += call.nextSteps.length;
    for (const label of call.nextSteps) {
      const found = enrichment.nextSteps.find((step) => step.segmentId === label.line);
      const right =
        found &&
        found.owner === personName(label.owner) &&
        (label.due === undefined || found.due === label.due);
      if (right) steps.truePositives += 1;
      else
        steps.misses.push(
          `${call.key} ${label.line}: ${found ? `${found.owner}/${found.due ?? '-'} "${found.text}"` : 'not found'}, expected ${personName(label.owner)}/${label.due ?? '-'}`,
        );
    }
    for (const step of enrichment.nextSteps) {
      supported(step.text, [step.segmentId]);
      if (!call.nextSteps.some((label) => label.line === step.segmentId))
        steps.misses.push(`${call.key} ${step.segmentId}: not a labelled next step: "${step.text}"`);
    }

    // Objections: each (line, kind) said.
    const objections = result.tasks.objectionKinds;
    const expectedKinds = new Set(call.objections.map(({ line, kind }) => `${line} ${kind}`));
    const foundKinds = new Set(enrichment.objections.map(({ segmentId, kind }) => `${segmentId} ${kind}`));
    result.items += expectedKinds.size;
    objections.expected += expectedKinds.size;
    objections.predicted += foundKinds.size;
    for (const pair of foundKinds) {
      if (expectedKinds.has(pair)) objections.truePositives += 1;
      else objections.misses.push(`${call.key} ${pair}: not labelled`);
    }
    for (const pair of expectedKinds)
      if (!foundKinds.has(pair)) objections.misses.push(`${call.key} ${pair}: missed`);
    for (const objection of enrichment.objections) supported(objection.text, [objection.segmentId]);

    // Who decides.
    const makers = result.tasks.decisionMakers;
    const expectedMakers = new Set(call.decisionMakers.map(normalize));
    const foundMakers = new Set(decisionMakersOf(segments).map((maker) => normalize(maker.who)));
    result.items += expectedMakers.size;
    makers.expected += expectedMakers.size;
    makers.predicted += foundMakers.size;
    for (const who of foundMakers) {
      if (expectedMakers.has(who)) makers.truePositives += 1;
      else makers.misses.push(`${call.key} ${who}: not labelled`);
    }
    for (const who of expectedMakers)
      if (!foundMakers.has(who)) makers.misses.push(`${call.key} ${who}: missed`);

    // Chat: questions in other words than the call's, answered with the fact and its line.
    const chatScore = result.tasks.chat;
    for (const item of call.chat) {
      result.items += 1;
      chatScore.expected += 1;
      const answer = await askAbout(call, segments, item.question);
      if (answer.citations.length === 0) {
        chatScore.misses.push(`${call.key} "${item.question}": no answer`);
        continue;
      }
      chatScore.predicted += 1;
      for (const line of answer.content.split('\n')) {
        const cited = [...line.matchAll(/\[(\d+)\]/g)].map(
          (match) => answer.citations[Number(match[1]) - 1]!.segmentId,
        );
        if (cited.length > 0) supported(line.replace(/\s*\[\d+\]/g, ''), cited);
      }
      if (carriesFact(answer, item)) chatScore.truePositives += 1;
      else chatScore.misses.push(`${call.key} "${item.question}": ${answer.content.replace(/\n+/g, ' ')}`);
    }
  }
  return result;
}

type ChatAnswer = { content: string; citations: Array<{ segmentId: string }> };

/** The embedded chat's answer to a question about one call, as the meeting page asks it. */
async function askAbout(
  call: LabelledCall,
  segments: TranscriptSegment[],
  question: string,
): Promise<ChatAnswer> {
  const meeting: ChatContextMeeting = {
    id: call.key,
    title: call.key,
    startTime: '2026-01-05T13:00:00Z',
    segments,
  };
  const answer = createEmbeddedChatAi().answer({
    question,
    history: [],
    meetings: [meeting],
    signal: new AbortController().signal,
  });
  for await (const piece of answer.pieces) void piece;
  return answer.result();
}

/** Right when the answer cites a line that answers the question and says the fact. */
const carriesFact = (answer: ChatAnswer, item: { line: LineId[]; fact: string }) =>
  answer.citations.some((citation) => item.line.includes(citation.segmentId as LineId)) &&
  normalize(answer.content).includes(normalize(item.fact));

/** How many paraphrased questions got the right fact, and what the others got. */
export type ParaphraseScore = { right: number; asked: number; misses: string[] };

/** Asks each paraphrased question of its call and scores it as a chat answer is scored. */
export async function evaluateParaphrases(
  calls: LabelledCall[],
  questions: Array<{ call: string; question: string; line: LineId[]; fact: string }>,
): Promise<ParaphraseScore> {
  const score: ParaphraseScore = { right: 0, asked: 0, misses: [] };
  for (const item of questions) {
    const call = calls.find((labelled) => labelled.key === item.call);
    if (!call) throw new Error(`No labelled call "${item.call}"`);
    score.asked += 1;
    const answer = await askAbout(call, segmentsOf(call), item.question);
    if (carriesFact(answer, item)) score.right += 1;
    else score.misses.push(`${call.key} "${item.question}": ${answer.content.replace(/\n+/g, ' ')}`);
  }
  return score;
}

/** Number words and digits: a note that says one its lines do not has changed what was said. */
const numberWords = new Set(
  `um uma dois duas tres quatro cinco seis sete oito nove dez onze doze treze quatorze catorze quinze dezesseis
  dezessete dezoito dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa cem cento duzentos
  duzentas trezentos trezentas quatrocentos quinhentos seiscentos setecentos oitocentos novecentos mil milhao
  milhoes`.split(/\s+/),
);

/**
 * The numbers and names a note states that none of its lines says (speakers' names aside): the benchmark's
 * test that no written answer contradicts the transcript.
 */
export function unsupportedClaims(note: string, lines: string[], speakers: string[]): string[] {
  // Words are cut the same way in the lines as in the note, so "2º" said is "2º" claimed.
  const words = (text: string) => normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = new Set(lines.flatMap(words));
  const names = new Set(
    speakers.flatMap((speaker) => [
      normalize(personName(speaker)),
      ...(normalize(speaker).match(/[a-z0-9]+/g) ?? []),
    ]),
  );
  const claims = (note.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word, index, all) => {
    const plain = normalize(word);
    if (/^\d/.test(plain) || numberWords.has(plain)) return true;
    // A capitalised word that does not open a sentence is a name.
    return (
      index > 0 &&
      /^\p{Lu}/u.test(word) &&
      !/[.:;]\s*$/.test(
        note.slice(0, note.indexOf(word, note.indexOf(all[index - 1]!) + all[index - 1]!.length)),
      )
    );
  });
  return claims.filter(
    (word) =>
      !said.has(normalize(word)) &&
      !names.has(normalize(word)) &&
      normalize(word) !== 'um' &&
      normalize(word) !== 'uma',
  );
}
