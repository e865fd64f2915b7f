import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingActionsActors } from '../../../src/machines/meetings/meeting-actions/actors.ts';
import {
  meetingActionsMachine,
  type MeetingActionsContext,
} from '../../../src/machines/meetings/meeting-actions/meeting-actions.machine.ts';
import { forbiddenError, meetingOf } from './meeting-detail.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  saveTitle: { done: [meetingOf()], error: [forbiddenError] },
  setEnabled: { done: [meetingOf({ isEnabled: false }), meetingOf()], error: [forbiddenError] },
  restartBot: { done: [meetingOf()], error: [forbiddenError] },
  deleteMeeting: { done: [undefined], error: [forbiddenError] },
} satisfies ActorFixtures<typeof meetingActionsActors>;

// One actor, two invocations: enabling and disabling each get setEnabled's fixtures under their own id.
const { setEnabled, ...byActor } = fixtures;
const byInvokeId = { ...byActor, enableMeeting: setEnabled, disableMeeting: setEnabled };

/*
 * The shared runner builds the model without input: the same machine, the page's meeting resolved into the
 * context. With no page above it, what it tells the page (sendParent) is left out: the page's transition tests
 * check that it arrives (tests/unit/machines/meetings/meeting-detail/).
 */
const initialContext: MeetingActionsContext = {
  meetingId: 'meeting-1',
  meeting: meetingOf(),
  titleDraft: '',
  failure: null,
};
const modelled = createMachine(
  { ...meetingActionsMachine.config, context: initialContext } as unknown as Parameters<
    typeof createMachine
  >[0],
  {
    ...meetingActionsMachine.implementations,
    actions: {
      ...meetingActionsMachine.implementations.actions,
      reportSaved: () => {},
      reportRestart: () => {},
    },
  } as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('meetingActions: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingActions',
    machine: modelled,
    sut: modelled.provide({
      actors: { saveTitle: never, setEnabled: never, restartBot: never, deleteMeeting: never },
    }),
    userEvents: [
      { type: 'title.edit' },
      { type: 'title.save', title: 'Novo título' },
      { type: 'title.save', title: '   ' },
      { type: 'title.cancel' },
      { type: 'meeting.enable' },
      { type: 'meeting.disable' },
      { type: 'bot.restart' },
      { type: 'meeting.delete' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'error.dismiss' },
      // The page's meeting changed some other way: disabled, and enabled again.
      { type: 'meeting.changed', meeting: meetingOf({ isEnabled: false }) },
      { type: 'meeting.changed', meeting: meetingOf() },
    ],
    fixtures: byInvokeId,
    // A final state takes no more events (the walk would follow the root's meeting.changed out of deleted).
    stopWhen: (snapshot) => snapshot.status === 'done',
    invariants: {
      savingTitle: (actual) => expect(actual.context.titleDraft).toBe('Novo título'),
      actionFailed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.failure).not.toBeNull();
      },
      deleting: (actual) => expect(actual.can({ type: 'meeting.delete' })).toBe(false),
      deleted: (actual) => expect(actual.output).toEqual({ deletedMeetingId: 'meeting-1' }),
    },
  });
}, 60_000);
