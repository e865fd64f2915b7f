import { createMachine, fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import { meetingChatMachine } from '../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import type { meetingPickerActors } from '../../../src/machines/meetings/meeting-picker/actors.ts';
import { meetingPickerMachine } from '../../../src/machines/meetings/meeting-picker/meeting-picker.machine.ts';
import type { ChatMessage } from '../../../src/api-contract/chat.ts';
import { chatNetworkError } from '../chat/chat.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const manyIds = Array.from({ length: 50 }, (_, index) => `meeting-${index + 10}`);

const fixtures = {
  fetchFiltered: {
    done: [
      { ids: ['meeting-1', 'meeting-2'], total: 2 },
      { ids: manyIds, total: 60 },
    ],
    error: [chatNetworkError],
  },
} satisfies ActorFixtures<typeof meetingPickerActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...meetingPickerMachine.config,
    context: { viewerId: 'viewer-1', picked: [], capped: false, failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  meetingPickerMachine.implementations as Parameters<typeof createMachine>[1],
);

// The chat child asks nothing in the model: its own model test walks it.
const quietChat = meetingChatMachine.provide({
  actors: {
    loadHistory: fromPromise<ChatMessage[], { meetingId: string }>(() => new Promise(() => {})),
    askChat: fromCallback(() => {}),
  },
});

it('meetingPicker: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingPicker',
    machine: modelled.provide({ actors: { chat: quietChat } }),
    sut: modelled.provide({
      actors: { fetchFiltered: fromPromise(() => new Promise<never>(() => {})), chat: quietChat },
    }),
    userEvents: [
      { type: 'pick.toggle', meetingId: 'meeting-1' },
      { type: 'pick.toggle', meetingId: 'meeting-2' },
      { type: 'pick.visible', meetingIds: ['meeting-1', 'meeting-3'] },
      { type: 'pick.filters', filters: { query: 'Horizonte' } },
      { type: 'pick.clear' },
      { type: 'chat.open' },
      { type: 'chat.close' },
    ],
    fixtures,
    invariants: {
      asking: (actual) => {
        expect(actual.context.picked.length).toBeGreaterThan(0);
        expect(actual.children.chat).toBeDefined();
      },
      picking: (actual) => expect(actual.children.chat).toBeUndefined(),
    },
  });
}, 180_000);
