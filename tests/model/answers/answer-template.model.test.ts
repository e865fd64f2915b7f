import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { answerTemplateActors } from '../../../src/machines/answers/answer-template/actors.ts';
import { answerTemplateMachine } from '../../../src/machines/answers/answer-template/answer-template.machine.ts';
import type { TemplateSummary } from '../../../src/api-contract/template.ts';
import { forbiddenShareError, shareNetworkError } from '../sharing/share.fixtures.ts';
import { templateSummaries } from '../templates/templates.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const readyMade = templateSummaries[1]!;
const template = (id: string, name: string): TemplateSummary => ({ ...readyMade, id, name });

const fixtures = {
  loadTemplates: { done: [[template('bant', 'BANT'), template('spin', 'SPIN')]], error: [shareNetworkError] },
  applyTemplate: { done: [[]], error: [forbiddenShareError] },
} satisfies ActorFixtures<typeof answerTemplateActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...answerTemplateMachine.config,
    context: { meetingId: 'meeting-1', chosenTemplateId: null, templates: [], failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  answerTemplateMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('answerTemplate: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'answerTemplate',
    machine: modelled,
    sut: modelled.provide({ actors: { loadTemplates: never, applyTemplate: never } }),
    userEvents: [
      { type: 'picker.open' },
      { type: 'picker.close' },
      { type: 'templates.retry' },
      { type: 'template.choose', templateId: 'spin' },
    ],
    fixtures,
    invariants: {
      applying: (actual) => expect(actual.context.chosenTemplateId).not.toBeNull(),
      applyFailed: (actual) => expect(actual.context.failure).not.toBeNull(),
      ready: (actual) => expect(actual.context.chosenTemplateId).toBeNull(),
      closed: (actual) => expect(actual.context.chosenTemplateId).toBeNull(),
    },
  });
}, 120_000);
