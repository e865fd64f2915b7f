import { expect, test } from 'vitest';
import {
  evaluate,
  evaluateParaphrases,
  precision,
  recall,
  type Task,
} from '../../../scripts/bench-ai/evaluate.ts';
import { paraphrasedQuestions } from '../../../scripts/bench-ai/paraphrased-questions.ts';
import { heldOutCalls, labelledCalls, tuningCalls } from '../../../scripts/bench-ai/labelled-calls/index.ts';
import { roundEightCalls } from '../../../scripts/bench-ai/labelled-calls/round-eight-calls.ts';
import { roundFiveCalls } from '../../../scripts/bench-ai/labelled-calls/round-five-calls.ts';
import { roundSevenCalls } from '../../../scripts/bench-ai/labelled-calls/round-seven-calls.ts';
import { roundSixCalls } from '../../../scripts/bench-ai/labelled-calls/round-six-calls.ts';
import { roundElevenCalls } from '../../../scripts/bench-ai/labelled-calls/round-eleven-calls.ts';
import { roundTenCalls } from '../../../scripts/bench-ai/labelled-calls/round-ten-calls.ts';
import { roundFourCalls } from '../../../scripts/bench-ai/labelled-calls/round-four-calls.ts';
import { roundNineCalls } from '../../../scripts/bench-ai/labelled-calls/round-nine-calls.ts';
import { roundThreeCalls } from '../../../scripts/bench-ai/labelled-calls/round-three-calls.ts';
import { roundTwoCalls } from '../../../scripts/bench-ai/labelled-calls/round-two-calls.ts';
import type { LabelledCall } from '../../../scripts/bench-ai/labelled-calls/types.ts';

/**
 * The embedded AI's written answers on bench:ai's labelled calls (scripts/bench-ai). Issue 31's target is
 * 85% precision and recall on every held-out task; the embedded rules do not reach it on unseen calls
 * (docs/benchmarks.md, "Written answers on labelled calls"), so each held-out set has a floor at what the
 * rules reached on it when it was run: a change that writes worse answers for those calls fails here. A
 * floor belongs to the calls it was measured on, so when a held-out set becomes tuning calls its floor goes
 * with it, and the new held-out set gets its own. Raise them as the rules improve, and to the target when
 * they reach it. The tuning calls are held to the target.
 */
const target = 0.85;
type Floors = Record<Task, { precision: number; recall: number }>;
/**
 * Round 12's held-out calls (2026-11-30): first run 76/76, 89/80, 42/45, 100/100, 57/38, with the rules as they
 * were before round 12's changes; after them (tuned on round 11 and older calls only) the same, item for item.
 */
const heldOutFloor: Floors = {
  templateAnswers: { precision: 0.75, recall: 0.75 },
  nextSteps: { precision: 0.88, recall: 0.8 },
  objectionKinds: { precision: 0.41, recall: 0.45 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 0.56, recall: 0.38 },
};
/*
 * Earlier rounds' calls (tuning calls now): each floor was first what the rules reached on them when they were
 * held out, and is raised, never lowered, to what they reach now (round 11, 2026-11-30).
 */
/**
 * Round 11's calls, when held out (2026-11-29): first run 92/85, 86/71, 37/37, 100/60, 74/61, with the rules as they
 * were before round 11's changes; after them (tuned on round 10 and older calls only) 89/85, 88/82, 37/37,
 * 100/100, 74/61. Template answers' precision is one answer lower than at first run: who decides in the moving
 * call is now answered, and the cinema call's timeline now cites another line (33 right of 37, was 33 of 36).
 * As tuning calls, chat 95/92 after round 12's chat rules (trade families, capacity, after how long, the day a
 * body meets, the price of what the client would buy).
 */
const roundElevenFloor: Floors = {
  // Once tuning calls, 39/39, 17/17 and 19/27 and 19/19 (2026-11-30, round 12's rules on round 11's classes).
  templateAnswers: { precision: 1, recall: 1 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 0.7, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 0.94, recall: 0.92 },
};
/**
 * Round 10's calls, when held out (2026-11-29): first run 81/66, 93/74, 67/71, 33/17, 56/39, with the rules as they
 * were before round 10's changes; after them (tuned on round 9 and older calls only) 88/79, 94/79, 68/76,
 * 33/17, 64/44.
 */
const roundTenFloor: Floors = {
  // Once tuning calls, 36/38, 19/19, 17/18 and 17/17, 6/6, 32/34 and 32/36 (2026-11-29).
  templateAnswers: { precision: 0.94, recall: 0.94 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 0.94, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 0.94, recall: 0.88 },
};
/**
 * Round 9's calls, when held out (2026-11-29): first run 79/73, 80/80, 50/50, 100/60, 64/51, with the rules as they
 * were before round 9's changes; after them (tuned on round 8 and older calls only) 83/78, 80/80, 50/50,
 * 100/60, 62/51. The chat's precision is one answer lower than at first run: a "quanto tempo" question that had
 * no answer is now answered with another subject's length of time (18 right of 29 answered, was 18 of 28).
 */
const roundNineFloor: Floors = {
  // Once tuning calls, 35/39 and 35/37, 19/20, 18/19 and 18/18, 5/5, 31/34 and 31/35 (2026-11-29, measured once
  // after a design on round 8 and older calls: template answers 86/81, the other tasks as held out).
  templateAnswers: { precision: 0.89, recall: 0.94 },
  nextSteps: { precision: 0.95, recall: 0.95 },
  objectionKinds: { precision: 0.94, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 0.91, recall: 0.88 },
};
/**
 * Round 8's calls, when held out (2026-11-29): first run 52/46, 75/43, 44/19, 100/67, 66/56; raised to what they
 * reach after that round's rule changes (tuned on round 7 and older calls only). The chat's is at its first run: the
 * last change, which answers "Não encontrei" where a question's subject was never said (made-up calls had got
 * invented answers), lost one of these calls' chat answers (a supplier named in other words), 20/30 → 19/29; 20/30
 * again with a trade's other words for who works there, where it sells, how it is paid (the thesaurus); 22/32
 * with more of them (a workshop, food, a set-up fee); 23/32 with the other rules' changes landed since.
 */
const roundEightFloor: Floors = {
  // 34/38 and 34/37 with the chat's thesaurus and the worth foretold in the present; next steps 16/21 with a
  // promise on a condition and a date said in the next sentence, 17/21 with courtesy before a request (35/39
  // and 35/37 for template answers with everything landed since); decision-makers 6/6 with a deal passing by
  // the people just named (2026-11-29, measured once before these changes: 64/57, 100/57, 100/67).
  // Objections 21/22 of 21 once tuning calls (measured once before: 47/33): the seller recognised on uploaded
  // calls, and objection shapes by class (seasons, habits kept, rivals talked to, conditions, a worry's topic).
  templateAnswers: { precision: 0.89, recall: 0.94 },
  nextSteps: { precision: 1, recall: 0.8 },
  objectionKinds: { precision: 0.95, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 0.71, recall: 0.67 },
};
const roundSevenFloor: Floors = {
  templateAnswers: { precision: 1, recall: 1 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 0.9, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  // 76/63 when held out; 86/80 with the chat's answer kinds designed without them, 100/100 once tuned on them.
  chat: { precision: 1, recall: 1 },
};
const roundSixFloor: Floors = {
  templateAnswers: { precision: 0.86, recall: 0.86 },
  nextSteps: { precision: 0.94, recall: 1 },
  objectionKinds: { precision: 0.95, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 1, recall: 1 },
};
const roundFiveFloor: Floors = {
  templateAnswers: { precision: 0.94, recall: 0.94 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 1, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 1, recall: 1 },
};
const roundFourFloor: Floors = {
  templateAnswers: { precision: 0.97, recall: 0.97 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 1, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 1, recall: 1 },
};
const roundThreeFloor: Floors = {
  templateAnswers: { precision: 0.97, recall: 0.93 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 1, recall: 1 },
  decisionMakers: { precision: 0.9, recall: 1 },
  chat: { precision: 0.95, recall: 0.95 },
};
const roundTwoFloor: Floors = {
  templateAnswers: { precision: 1, recall: 0.92 },
  nextSteps: { precision: 1, recall: 1 },
  objectionKinds: { precision: 1, recall: 1 },
  decisionMakers: { precision: 1, recall: 1 },
  chat: { precision: 1, recall: 1 },
};

async function expectAtLeast(calls: LabelledCall[], floors: Floors) {
  const { tasks } = await evaluate(calls);
  for (const [task, floor] of Object.entries(floors) as Array<[Task, Floors[Task]]>) {
    expect({ task, precision: precision(tasks[task]) >= floor.precision }).toEqual({ task, precision: true });
    expect({ task, recall: recall(tasks[task]) >= floor.recall }).toEqual({ task, recall: true });
  }
}

test('the benchmark has at least 150 labelled items from at least 10 calls, some uploaded-style', async () => {
  const all = await evaluate(labelledCalls);
  expect(all.items).toBeGreaterThanOrEqual(150);
  expect(new Set(labelledCalls.map((call) => call.key)).size).toBeGreaterThanOrEqual(10);
  expect(labelledCalls.filter((call) => call.uploaded).length).toBeGreaterThanOrEqual(3);
  expect(heldOutCalls.length).toBeGreaterThan(0);
});

test('no written answer states a number or a name its cited lines do not say', async () => {
  expect((await evaluate(labelledCalls)).unsupported).toEqual([]);
});

test('on the held-out calls each task is at least as good as measured', async () => {
  await expectAtLeast(heldOutCalls, heldOutFloor);
});

test.each([
  ['11', roundElevenCalls, roundElevenFloor],
  ['10', roundTenCalls, roundTenFloor],
  ['9', roundNineCalls, roundNineFloor],
  ['8', roundEightCalls, roundEightFloor],
  ['7', roundSevenCalls, roundSevenFloor],
  ['6', roundSixCalls, roundSixFloor],
  ['5', roundFiveCalls, roundFiveFloor],
  ['4', roundFourCalls, roundFourFloor],
  ['3', roundThreeCalls, roundThreeFloor],
  ['2', roundTwoCalls, roundTwoFloor],
] as const)("round %s's calls stay at least as good as their floor", async (_round, calls, floors) => {
  await expectAtLeast(calls, floors);
});

test('on the tuning calls next steps, objection kinds, decision-makers and chat reach the target', async () => {
  const { tasks } = await evaluate(tuningCalls);
  for (const task of ['nextSteps', 'objectionKinds', 'decisionMakers', 'chat'] as const) {
    expect({ task, precision: precision(tasks[task]) >= target }).toEqual({ task, precision: true });
    expect({ task, recall: recall(tasks[task]) >= target }).toEqual({ task, recall: true });
  }
});

const paraphrasesRight = (half: 'tuning' | 'held-out') =>
  evaluateParaphrases(
    labelledCalls,
    paraphrasedQuestions.filter((question) => question.half === half),
  ).then((result) => result.right);

test('tuning paraphrased chat questions get the right fact at least as often as measured', async () => {
  // Issue 31 asks 7 in 8; measured 2026-11-29 (rounds 4 and 5): 13 of 14 on the tuning half, 7 of 14 on the
  // held-out half; after round 6's rule changes (tuned on the tuning half only): 14 of 14 and 9 of 14. Round
  // 7 adds 20 tuning questions (34 in all): 34 of 34 after the colloquial families and the form-led answer.
  // Round 6 adds 16 held-out questions (30 in all): 13 of 30 when first run (8 of the older 14, 5 of the 16).
  // With round 7's calls those 30 became tuning questions: 47 of 64 on the tuning half; 48 with questions
  // about a place read by their form; 55 with families of business words said otherwise; 57 with an average
  // ticket and a system off the air read as wholes; 59 with a year as a date and a franchise's own units.
  // With round 8's calls, round 8's 24 held-out questions (18 right) became tuning questions: 77 of 88; 78 with
  // the chat's answer kinds (bare counts, rare kinds, records, places), designed without round 8's 24 (19 of
  // them right when then measured once), and 83 once those 24 were tuned on too (all 24 right); 85 with
  // amounts and limits told beside another number or date of their line. With round 9's 24 as tuning
  // questions (10 right): 95 of 112; 96 with a trade's other words in the thesaurus; 97 with more of them
  // (a workshop, food, a set-up fee); 98 with the other rules' changes landed since. With round 10's 24 as
  // tuning questions (8 right): 106 of 136; 123 after round 10's rule changes (round 10's 24 at 18, having
  // stayed at 8 after a design on the older questions only). With round 11's 24 as tuning questions (10
  // right): 133 of 160; 145 after round 11's rule changes (round 11's 24 at 21). With round 12's 24 as tuning
  // questions (18 right): 163 of 184; 167 after round 12's chat rules.
  expect(await paraphrasesRight('tuning')).toBeGreaterThanOrEqual(167);
});

test('held-out paraphrased chat questions get the right fact at least as often as first measured', async () => {
  // Round 13's 24 held-out questions (16 on round 12's calls, 8 on round 11's): 13 of 24 when first run (9 of 16
  // and 4 of 8), and 13 after round 12's rule changes.
  expect(await paraphrasesRight('held-out')).toBeGreaterThanOrEqual(13);
});
