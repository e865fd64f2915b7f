import { createActor, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingListActors } from '../../src/machines/meeting-list/actors.ts';
import { meetingListMachine } from '../../src/machines/meeting-list/meeting-list.machine.ts';
import { HttpError } from '../../src/services/http-error.ts';
import { meetingPage } from './fixtures.ts';
import { runModel, type ActorFixtures } from './support/model-run.ts';

const fixtures = {
  listMeetings: {
    done: [meetingPage, { ...meetingPage, meetings: [], total: 0 }],
    error: [new HttpError('FETCH_ERROR', 'Failed to fetch'), new HttpError(500, 'boom')],
  },
} satisfies ActorFixtures<typeof meetingListActors>;

it('meetingList: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingList',
    machine: meetingListMachine,
    createSut: () =>
      createActor(
        meetingListMachine.provide({ actors: { listMeetings: fromPromise(() => new Promise(() => {})) } }),
      ).start(),
    userEvents: [{ type: 'list.retry' }, { type: 'list.reload' }],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loaded: (actual) => expect(actual.context.error).toBeNull(),
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.can({ type: 'list.retry' })).toBe(true);
        expect(actual.context.error).not.toBeNull();
      },
    },
  });
});
