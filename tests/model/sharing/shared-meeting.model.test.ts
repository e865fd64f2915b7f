import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { sharedMeetingActors } from '../../../src/machines/sharing/shared-meeting/actors.ts';
import { sharedMeetingMachine } from '../../../src/machines/sharing/shared-meeting/shared-meeting.machine.ts';
import {
  expiredError,
  missingError,
  refusedError,
  sharedMeeting,
  sharedVideo,
  sharedWithoutRecording,
  shareNetworkError,
  throttledError,
} from './share.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadMeeting: {
    done: [sharedMeeting, sharedWithoutRecording],
    // missingError: a server without the shared meeting's contents (only the spec's recording call).
    error: [refusedError, throttledError, expiredError, missingError, shareNetworkError],
  },
  loadVideo: { done: [sharedVideo], error: [refusedError, expiredError, missingError, shareNetworkError] },
} satisfies ActorFixtures<typeof sharedMeetingActors>;

// The transcript child never finishes; if it crashed, the guest must still land on the password form.
const byInvokeId = {
  ...fixtures,
  transcript: { done: [], error: [new Error('child actor crashed')] },
  // The recording alone, asked with the link's credentials when the meeting's contents are not offered.
  loadRecording: {
    done: [sharedVideo],
    error: [refusedError, throttledError, expiredError, missingError, shareNetworkError],
  },
};

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...sharedMeetingMachine.config,
    context: {
      shareId: 'share-abc',
      password: null,
      meeting: null,
      video: null,
      videoRetried: false,
      failure: null,
      videoFailure: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  sharedMeetingMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('sharedMeeting: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'sharedMeeting',
    machine: modelled,
    sut: modelled.provide({
      actors: { loadMeeting: never, loadVideo: never, transcript: createMachine({}) },
    }),
    userEvents: [
      { type: 'password.submit', password: 'senha-certa' },
      { type: 'password.submit', password: '' },
      { type: 'video.failed' },
      { type: 'video.retry' },
    ],
    fixtures: byInvokeId,
    invariants: {
      checking: (actual) => expect(actual.hasTag('busy')).toBe(true),
      // The password never outlives the link: locked out means forgotten.
      revoked: (actual) => {
        expect(actual.context.password).toBeNull();
        expect(actual.context.meeting).toBeNull();
      },
      throttled: (actual) => expect(actual.can({ type: 'password.submit', password: 'x' })).toBe(false),
      open: (actual) => expect(actual.context.meeting).not.toBeNull(),
    },
  });
}, 120_000);
