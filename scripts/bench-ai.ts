/**
 * Embedded-AI benchmark (no AI key, no server): over the seed meetings' transcripts it times template
 * answering (`createExtractiveAi().answerQuestions`), passage retrieval and the embedded chat, on one meeting
 * and on a ten-meeting context (median and p95), then scores them on pt-BR questions whose answering lines
 * were labelled by hand (scripts/bench-ai/labelled-questions.ts), and prints precision and recall of the
 * written answers per task on the labelled calls (scripts/bench-ai/labelled-calls), the held-out part
 * apart, and how often chat questions paraphrased in words the calls do not use get the right fact
 * (scripts/bench-ai/paraphrased-questions.ts). tests/server/ai/written-answers-quality.test.ts holds the
 * figures to their floors.
 */
import { performance } from 'node:perf_hooks';
import { createEmbeddedChatAi } from '../server/providers/ai/chat/embedded.ts';
import type { ChatContextMeeting } from '../server/providers/ai/chat/chat-ai.ts';
import { createExtractiveAi } from '../server/providers/ai/extractive.ts';
import { queryTerms, rankSegments } from '../server/providers/ai/retrieval.ts';
import { corpus } from '../server/db/seed/corpus/index.ts';
import { seedMeetings } from '../server/db/seed/meetings.ts';
import { templates } from '../server/db/seed/templates.ts';
import { transcriptSegments } from '../server/db/seed/transcript.ts';
import type { TranscriptSegment } from '../src/api-contract/transcription.ts';
import { heldOutQuestions, labelledQuestions, type LabelledQuestion } from './bench-ai/labelled-questions.ts';
import {
  evaluate,
  evaluateParaphrases,
  precision,
  recall,
  tasks,
  type Evaluation,
  type ParaphraseScore,
} from './bench-ai/evaluate.ts';
import { paraphrasedQuestions } from './bench-ai/paraphrased-questions.ts';
import { heldOutCalls, labelledCalls, tuningCalls } from './bench-ai/labelled-calls/index.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const chatQuestions = [
  'Quais foram as objeções?',
  'Quais os próximos passos?',
  'Resuma em 5 tópicos',
  'Qual é o orçamento do cliente?',
  'Quem decide a compra?',
];

/** Segments as the database holds the seed's: ids by position. */
const withIds = (segments: Omit<TranscriptSegment, 'id'>[]): TranscriptSegment[] =>
  segments.map((segment, index) => ({ id: `s${index}`, ...segment }));

const meetings: ChatContextMeeting[] = seedMeetings(new Date()).flatMap((meeting) =>
  meeting.transcript
    ? [
        {
          id: meeting.id,
          title: meeting.title,
          startTime: meeting.startTime.toISOString(),
          segments: withIds(meeting.transcript),
        },
      ]
    : [],
);
const questionsOf = (template: { questions: readonly string[] }) =>
  template.questions.map((text, index) => ({ id: `q${index}`, text }));
const allTemplateQuestions = Object.values(templates).flatMap((template) => questionsOf(template));

async function timed(work: () => unknown | Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * `rounds` timings of `work` for each case, after one warm-up. Each run gets fresh copies of the transcripts
 * (`cold`), so nothing computed for a line in an earlier run is reused: a real request sees lines first.
 */
async function measure<T>(cases: T[], work: (item: T) => unknown | Promise<unknown>): Promise<number[]> {
  for (const item of cases) await work(cold(item));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const item of cases) {
      const fresh = cold(item);
      samples.push(await timed(() => work(fresh)));
    }
  }
  return samples;
}

/** The same value with every transcript line a new object. */
function cold<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cold) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cold(inner)])) as T;
}

const report = (label: string, samples: number[]) =>
  console.log(
    `${label.padEnd(52)} median ${percentile(samples, 0.5).toFixed(2).padStart(7)} ms   p95 ${percentile(
      samples,
      0.95,
    )
      .toFixed(2)
      .padStart(7)} ms   (${samples.length} runs)`,
  );

const ai = createExtractiveAi();
const chat = createEmbeddedChatAi();

async function askChat(question: string, context: ChatContextMeeting[]) {
  const answer = chat.answer({
    question,
    history: [],
    meetings: context,
    signal: new AbortController().signal,
  });
  for await (const piece of answer.pieces) void piece;
  return answer.result();
}

/** Ten-meeting contexts: each seed meeting with the nine that follow it (wrapping around). */
const tenMeetingContexts = meetings.map((_, start) =>
  Array.from(
    { length: Math.min(10, meetings.length) },
    (_, offset) => meetings[(start + offset) % meetings.length]!,
  ),
);

console.log(`Embedded AI over ${meetings.length} seed meetings with transcripts, ${rounds} rounds\n`);
console.log('Latency');
report(
  'template answers, one meeting (all 4 templates, 21 q.)',
  await measure(meetings, (meeting) => ai.answerQuestions(allTemplateQuestions, meeting.segments)),
);
report(
  'retrieval of one question, one meeting',
  await measure(meetings, (meeting) => rankSegments(queryTerms(chatQuestions[3]!), meeting.segments)),
);
report(
  'retrieval of one question, ten meetings',
  await measure(tenMeetingContexts, (context) =>
    context.map((meeting) => rankSegments(queryTerms(chatQuestions[3]!), meeting.segments)),
  ),
);
const chatCases = (contexts: ChatContextMeeting[][]) =>
  contexts.flatMap((context) => chatQuestions.map((question) => ({ question, context })));
report(
  'chat answer (embedded), one meeting',
  await measure(chatCases(meetings.map((meeting) => [meeting])), ({ question, context }) =>
    askChat(question, context),
  ),
);
report(
  'chat answer (embedded), ten meetings',
  await measure(chatCases(tenMeetingContexts), ({ question, context }) => askChat(question, context)),
);

type Score = {
  answerable: number;
  retrievalHits: number;
  answersRight: number;
  answersWrong: number;
  answersMissing: number;
  chatHits: number;
  unanswerable: number;
  refusedRightly: number;
  chatRefusedRightly: number;
  misses: string[];
};

/** How the embedded AI does on labelled questions: retrieval, template answers and chat. */
async function score(questions: LabelledQuestion[]): Promise<Score> {
  const result: Score = {
    answerable: 0,
    retrievalHits: 0,
    answersRight: 0,
    answersWrong: 0,
    answersMissing: 0,
    chatHits: 0,
    unanswerable: 0,
    refusedRightly: 0,
    chatRefusedRightly: 0,
    misses: [],
  };
  for (const labelled of questions) {
    const conversation = corpus[labelled.meeting];
    const segments = withIds(
      transcriptSegments(conversation, { seller: 'Vendedor', client: 'Cliente', client2: 'Cliente 2' }),
    );
    const answers = new Set(labelled.answeredBy);
    const [answer] = await ai.answerQuestions([{ id: 'q', text: labelled.question }], segments);
    const chatResult = await askChat(labelled.question, [
      { id: labelled.meeting, title: conversation.topic, startTime: new Date().toISOString(), segments },
    ]);
    if (answers.size === 0) {
      result.unanswerable += 1;
      if (answer!.answer === null) result.refusedRightly += 1;
      else result.misses.push(`template answer invented: ${labelled.question}`);
      if (chatResult.citations.length === 0) result.chatRefusedRightly += 1;
      else result.misses.push(`chat answer invented: ${labelled.question}`);
      continue;
    }
    result.answerable += 1;
    const top3 = rankSegments(queryTerms(labelled.question), segments)
      .slice(0, 3)
      .map((scored) => scored.segment.id);
    if (top3.some((id) => answers.has(id))) result.retrievalHits += 1;
    else result.misses.push(`retrieval missed: ${labelled.question} (${labelled.meeting})`);
    const quoted = answer!.sources.map((source) => source.segmentId);
    if (answer!.answer === null) result.answersMissing += 1;
    else if (quoted.some((id) => answers.has(id))) result.answersRight += 1;
    else result.answersWrong += 1;
    if (chatResult.citations.some((citation) => answers.has(citation.segmentId))) result.chatHits += 1;
  }
  return result;
}

const share = (count: number, total: number) =>
  total === 0 ? '-' : `${count}/${total} (${Math.round((count / total) * 100)}%)`;

function printScore(title: string, result: Score) {
  console.log(`\n${title}`);
  console.log(
    `retrieval hit rate (an answering line in the top 3)   ${share(result.retrievalHits, result.answerable)}`,
  );
  console.log(
    `template answer quotes an answering line              ${share(result.answersRight, result.answerable)}; ` +
      `wrong ${result.answersWrong}, no answer ${result.answersMissing}`,
  );
  console.log(
    `chat answer cites an answering line (one meeting)     ${share(result.chatHits, result.answerable)}`,
  );
  if (result.unanswerable > 0) {
    console.log(
      `no answer where the call has none: template ${share(result.refusedRightly, result.unanswerable)}, ` +
        `chat ${share(result.chatRefusedRightly, result.unanswerable)}`,
    );
  }
  if (result.misses.length > 0) console.log(result.misses.map((miss) => `  - ${miss}`).join('\n'));
}

printScore(
  `Quality on ${labelledQuestions.length} labelled pt-BR questions (the tuning set)`,
  await score(labelledQuestions),
);
printScore(`Quality on ${heldOutQuestions.length} held-out pt-BR questions`, await score(heldOutQuestions));

const percent = (value: number) => `${Math.round(value * 100)}%`.padStart(5);

function printEvaluation(title: string, result: Evaluation) {
  console.log(`\n${title}: ${result.items} labelled items`);
  for (const task of tasks) {
    const score = result.tasks[task];
    console.log(
      `${task.padEnd(16)} precision ${percent(precision(score))} (${score.truePositives}/${score.predicted})   ` +
        `recall ${percent(recall(score))} (${score.truePositives}/${score.expected})`,
    );
  }
  console.log(`notes stating a number or name their lines do not say: ${result.unsupported.length}`);
  if (process.env.BENCH_VERBOSE) {
    for (const task of tasks)
      for (const miss of result.tasks[task].misses) console.log(`  - ${task}: ${miss}`);
    for (const claim of result.unsupported) console.log(`  - unsupported: ${claim}`);
  }
}

const calls = new Set(labelledCalls.map((call) => call.key)).size;
console.log(
  `\nWritten answers on ${calls} labelled calls (${tuningCalls.length} tuning, ${heldOutCalls.length} held out)`,
);
printEvaluation('Tuning part', await evaluate(tuningCalls));
printEvaluation('Held-out part (never tuned on)', await evaluate(heldOutCalls));

function printParaphrases(title: string, result: ParaphraseScore) {
  console.log(
    `${title.padEnd(52)} ${result.right}/${result.asked} (${percent(result.right / result.asked).trim()})`,
  );
  if (process.env.BENCH_VERBOSE) for (const miss of result.misses) console.log(`  - ${miss}`);
}

console.log('\nParaphrased chat questions (the right fact and its line; issue 31 asks 7 in 8)');
for (const half of ['tuning', 'held-out'] as const)
  printParaphrases(
    half === 'tuning' ? 'tuning half' : 'held-out half (never tuned on)',
    await evaluateParaphrases(
      labelledCalls,
      paraphrasedQuestions.filter((question) => question.half === half),
    ),
  );
