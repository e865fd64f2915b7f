import { createMachine, fromCallback, fromPromise } from 'xstate';
import { botStatusMachine } from '../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { expect, it } from 'vitest';
import type { meetingDetailActors } from '../../../src/machines/meetings/meeting-detail/actors.ts';
import type {
  meetingActionsMachine,
  MeetingActionsInput,
} from '../../../src/machines/meetings/meeting-actions/meeting-actions.machine.ts';
import { meetingDetailMachine } from '../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import {
  content,
  meetingOf,
  networkError,
  notFoundError,
  waitingProviderContent,
} from './meeting-detail.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadMeeting: { done: [meetingOf()], error: [notFoundError, networkError] },
  loadContent: { done: [content, waitingProviderContent], error: [networkError] },
  watchAnswerChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof meetingDetailActors>;

// If a child crashed, the page must still land somewhere the user can leave.
const crash = new Error('child actor crashed');
const byInvokeId = {
  ...fixtures,
  // The actions child has its own model (meeting-actions.model.test.ts); here only its end matters: a delete.
  actions: { done: [{ deletedMeetingId: 'meeting-1' }], error: [crash] },
  // These never finish.
  botStatus: { done: [], error: [crash] },
  transcript: { done: [], error: [crash] },
};

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...meetingDetailMachine.config,
    context: {
      meetingId: 'meeting-1',
      viewer: null,
      meeting: null,
      content: null,
      failure: null,
      contentFailure: null,
      botAtWork: false,
      startSeconds: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  meetingDetailMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));
// The children are tested on their own (bot-status and transcript models); here they only have to exist.
const idleChild = createMachine({});
/*
 * The actions child replaced by a stub that holds its input (the meeting it was given) and ignores what the
 * page tells it; what the child tells the page (meeting.saved, bot.restarted) is among the walk's events.
 */
const holdsItsInput = createMachine({ context: ({ input }: { input: MeetingActionsInput }) => input });

// What the page hears from its bot-status child: a phase at work, and a settled one (done, failed, fatal).
const botContext = { meetingId: 'meeting-1', status: null, exitReason: null, logs: [], failure: null };
const botSnapshots = [
  botStatusMachine.resolveState({ value: 'joining', context: botContext }),
  botStatusMachine.resolveState({ value: 'done', context: botContext }),
].map((snapshot) => ({ type: 'xstate.snapshot.botStatus', snapshot }));

it('meetingDetail: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingDetail',
    machine: modelled,
    sut: modelled.provide({
      actors: {
        loadMeeting: never,
        loadContent: never,
        watchAnswerChanges: fromCallback(() => () => {}),
        botStatus: idleChild,
        transcript: idleChild,
        meetingActions: holdsItsInput as unknown as typeof meetingActionsMachine,
      },
    }),
    userEvents: [
      { type: 'meeting.retry' },
      { type: 'content.retry' },
      // What the actions child tells the page: a meeting it saved (here a disabled one), a restarted bot.
      { type: 'meeting.saved', meeting: meetingOf({ isEnabled: false }) },
      { type: 'bot.restarted' },
      // Raised after a save (the walk sees events, not what an action raises): sent here so the content's
      // answer to it, a load under way starting again, is walked and replayed too.
      { type: 'meeting.written' },
      ...botSnapshots,
      // The answers panel chose the template the content already has: the answers are replaced in place.
      {
        type: 'answers.changed',
        meetingId: 'meeting-1',
        templateId: content.meeting.templateId,
        answers: content.answers,
      },
    ],
    fixtures: byInvokeId,
    invariants: {
      failed: (actual) => expect(actual.can({ type: 'meeting.retry' })).toBe(true),
      ready: (actual) => expect(actual.children.actions).toBeDefined(),
      'ready.failed': (actual) => expect(actual.can({ type: 'content.retry' })).toBe(true),
      'ready.loading': (actual) => expect(actual.children.botStatus).toBeDefined(),
      deleted: (actual) => expect(actual.status).toBe('done'),
    },
  });
}, 60_000);
