import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { unfinishedUploadsActors } from '../../../src/machines/uploads/unfinished-uploads/actors.ts';
import { unfinishedUploadsMachine } from '../../../src/machines/uploads/unfinished-uploads/unfinished-uploads.machine.ts';
import type { UnfinishedUpload } from '../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { meetingFixture } from '../meetings/meeting-list.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';
import { interrupted } from './upload-fixtures.ts';

const fixtures = {
  listUnfinishedUploads: {
    done: [[interrupted], []],
    // A server without the list (built to the spec, or API_EXTENSIONS=off) answers the unknown route's 404.
    error: [new HttpError(500, 'boom'), new HttpError(404, 'Recurso não encontrado.')],
  },
  discardUpload: { done: [{ uploadStatus: 'cancelled' }], error: [new HttpError(404, 'gone')] },
  // The meetings feed's changes are user events below: it never ends.
  watchMeetingChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof unfinishedUploadsActors>;

const never = () => new Promise<never>(() => {});

it('unfinishedUploads: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'unfinishedUploads',
    machine: unfinishedUploadsMachine,
    sut: unfinishedUploadsMachine.provide({
      actors: {
        listUnfinishedUploads: fromPromise<UnfinishedUpload[]>(never),
        discardUpload: fromPromise<unknown, { meetingId: string }>(never),
        watchMeetingChanges: fromCallback(() => {}),
      },
    }),
    userEvents: [
      { type: 'unfinished.discard', meetingId: interrupted.meetingId },
      { type: 'unfinished.reload' },
      { type: 'meeting.added', meeting: meetingFixture('m-new') },
      { type: 'meeting.saved', meeting: meetingFixture('m-saved') },
      { type: 'meeting.removed', meetingId: 'm-gone' },
      { type: 'meetings.stale' },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.failure).not.toBeNull();
      },
      discarding: (actual) => expect(actual.context.discarding).toBe(interrupted.meetingId),
      listed: (actual) => expect(actual.context.discarding).toBeNull(),
      unavailable: (actual) => {
        expect(actual.hasTag('unavailable')).toBe(true);
        expect(actual.context.failure).toBeNull();
      },
    },
  });
}, 60_000);
