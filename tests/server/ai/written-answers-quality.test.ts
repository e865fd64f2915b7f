import { expect, test } from 'vitest';
import { evaluate, precision, recall, type Task } from '../../../scripts/bench-ai/evaluate.ts';
import { heldOutCalls, labelledCalls, tuningCalls } from '../../../scripts/bench-ai/labelled-calls/index.ts';

/**
 * The embedded AI's written answers on bench:ai's labelled calls (scripts/bench-ai). Issue 31's target is
 * 85% precision and recall on every held-out task; the embedded rules do not reach it yet on unseen calls
 * (docs/benchmarks.md, "Written answers on labelled calls"), so the held-out floor is what they reach today:
 * a change that writes worse answers for calls nobody tuned on fails here. Raise it as the rules improve,
 * and to the target when they reach it. The tuning calls are held to the target.
 */
const target = 0.85;
const heldOutFloor: Record<Task, { precision: number; recall: number }> = {
  templateAnswers: { precision: 0.78, recall: 0.64 },
  nextSteps: { precision: 0.85, recall: 0.75 },
  objectionKinds: { precision: 1, recall: 0.36 },
  decisionMakers: { precision: 0.66, recall: 0.5 },
  chat: { precision: 0.92, recall: 0.75 },
};

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
  const { tasks } = await evaluate(heldOutCalls);
  for (const [task, floor] of Object.entries(heldOutFloor) as Array<[Task, (typeof heldOutFloor)[Task]]>) {
    expect({ task, precision: precision(tasks[task]) >= floor.precision }).toEqual({ task, precision: true });
    expect({ task, recall: recall(tasks[task]) >= floor.recall }).toEqual({ task, recall: true });
  }
});

test('on the tuning calls next steps, objection kinds, decision-makers and chat reach the target', async () => {
  const { tasks } = await evaluate(tuningCalls);
  for (const task of ['nextSteps', 'objectionKinds', 'decisionMakers', 'chat'] as const) {
    expect({ task, precision: precision(tasks[task]) >= target }).toEqual({ task, precision: true });
    expect({ task, recall: recall(tasks[task]) >= target }).toEqual({ task, recall: true });
  }
});
