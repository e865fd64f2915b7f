import { createMachine, fromCallback, fromPromise } from 'xstate';
import { botStatusMachine } from '../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { expect, it } from 'vitest';
import type { meetingDetailActors } from '../../../src/machines/meetings/meeting-detail/actors.ts';
import { meetingDetailMachine } from '../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import {
  content,
  forbiddenError,
  meetingOf,
  networkError,
  notFoundError,
  waitingProviderContent,
} from './meeting-detail.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadMeeting: { done: [meetingOf()], error: [notFoundError, networkError] },
  loadContent: { done: [content, waitingProviderContent], error: [networkError] },
  saveTitle: { done: [meetingOf()], error: [forbiddenError] },
  setEnabled: { done: [meetingOf({ isEnabled: false }), meetingOf()], error: [forbiddenError] },
  restartBot: { done: [meetingOf()], error: [forbiddenError] },
  deleteMeeting: { done: [undefined], error: [forbiddenError] },
  watchAnswerChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof meetingDetailActors>;

// One actor, two invocations: enabling and disabling each get setEnabled's fixtures under their own id.
const { setEnabled, ...byActor } = fixtures;
// The children never finish; if one crashed, the page must still land somewhere the user can leave.
const crash = new Error('child actor crashed');
const byInvokeId = {
  ...byActor,
  enableMeeting: setEnabled,
  disableMeeting: setEnabled,
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
      titleDraft: '',
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
        saveTitle: never,
        setEnabled: never,
        restartBot: never,
        deleteMeeting: never,
        watchAnswerChanges: fromCallback(() => () => {}),
        botStatus: idleChild,
        transcript: idleChild,
      },
    }),
    userEvents: [
      { type: 'meeting.retry' },
      { type: 'content.retry' },
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
      // Raised by the header after a save (the walk sees events, not what an action raises): sent here so the
      // content's answer to it, a load under way starting again, is walked and replayed too.
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
      'ready.header.actionFailed': (actual) => expect(actual.hasTag('error')).toBe(true),
      'ready.header.deleting': (actual) => expect(actual.can({ type: 'meeting.delete' })).toBe(false),
      'ready.content.failed': (actual) => expect(actual.can({ type: 'content.retry' })).toBe(true),
      'ready.content.loading': (actual) => expect(actual.children.botStatus).toBeDefined(),
      deleted: (actual) => expect(actual.status).toBe('done'),
    },
  });
}, 300_000);
