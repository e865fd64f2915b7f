import { createMachine, fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingChatActors } from '../../../src/machines/chat/meeting-chat/actors.ts';
import { meetingChatMachine } from '../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import { answer, chatNetworkError, failedAnswer, question } from './chat.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

// The stream's reports are events the machine receives, so they are among the model's events below.
const fixtures = {
  loadHistory: { done: [[], [question, answer]], error: [chatNetworkError] },
  askChat: { done: [], error: [] },
} satisfies ActorFixtures<typeof meetingChatActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...meetingChatMachine.config,
    context: {
      meetingId: 'meeting-1',
      contextMeetingIds: null,
      messages: [],
      draft: '',
      asked: '',
      pendingQuestion: null,
      partial: '',
      failure: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  meetingChatMachine.implementations as Parameters<typeof createMachine>[1],
);

it('meetingChat: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingChat',
    machine: modelled,
    sut: modelled.provide({
      actors: {
        loadHistory: fromPromise(() => new Promise<never>(() => {})),
        askChat: fromCallback(() => {}),
      },
    }),
    userEvents: [
      { type: 'chat.type', text: 'Quais foram as objeções?' },
      { type: 'chat.ask', question: 'Quais foram as objeções?', from: 'input' },
      { type: 'chat.ask', question: 'Quais os próximos passos?', from: 'suggestion' },
      { type: 'chat.stop' },
      { type: 'chat.retry' },
      { type: 'chat.question', message: question },
      { type: 'chat.delta', text: 'Enviar' },
      { type: 'chat.answer', message: answer },
      { type: 'chat.answer', message: failedAnswer },
      { type: 'chat.error', error: chatNetworkError },
    ],
    fixtures,
    invariants: {
      answering: (actual) => expect(actual.hasTag('busy')).toBe(true),
      // Whatever failed, the question is back in the input.
      failed: (actual) => expect(actual.context.draft).not.toBe(''),
      idle: (actual) => expect(actual.context.partial).toBe(''),
    },
    // Text streams in without end; two pieces are enough to show it is appended.
    stopWhen: (snapshot) => (snapshot.context as { partial: string }).partial.length > 'Enviar'.length,
  });
}, 180_000);
