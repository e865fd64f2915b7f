import { fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { addMeetingActors } from '../../../src/machines/meetings/add-meeting/actors.ts';
import { addMeetingMachine } from '../../../src/machines/meetings/add-meeting/add-meeting.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { meetingFixture } from './meeting-list.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  createMeeting: {
    done: [meetingFixture('m-new', { status: 'joining_call' })],
    error: [
      new HttpError(400, 'Bad Request', {
        body: { status: 400, title: 'Bad Request', message: 'Link de reunião inválido.' },
      }),
      new HttpError('FETCH_ERROR', 'Failed to fetch'),
    ],
  },
} satisfies ActorFixtures<typeof addMeetingActors>;

it('addMeeting: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'addMeeting',
    machine: addMeetingMachine,
    sut: addMeetingMachine.provide({ actors: { createMeeting: fromPromise(() => new Promise(() => {})) } }),
    userEvents: [
      { type: 'form.open' },
      { type: 'form.close' },
      {
        type: 'meeting.submit',
        meeting: {
          meetingUrl: 'https://zoom.us/j/123456789',
          title: 'Demo',
          startTime: '2026-03-12T12:00:00Z',
        },
      },
    ],
    fixtures,
    invariants: {
      submitting: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => {
        expect(actual.context.failure).not.toBeNull();
        expect(actual.context.meeting).not.toBeNull();
      },
      closed: (actual) => expect(actual.hasTag('busy')).toBe(false),
    },
  });
});
