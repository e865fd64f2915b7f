import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingListActors, Seller } from '../../../src/machines/meetings/meeting-list/actors.ts';
import type { MeetingPageRequest } from '../../../src/services/meetings/meetings.ts';
import type { Meeting, MeetingList } from '../../../src/api-contract/meeting.ts';
import { meetingListMachine } from '../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { activeMeeting, firstPage, meetingFixture } from './meeting-list.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  fetchPage: { done: [firstPage], error: [new HttpError(500, 'boom')] },
  readCache: { done: [], error: [new Error('cache unreadable')] },
  refreshMeetings: {
    done: [[{ ...activeMeeting, status: 'done' }]],
    error: [new HttpError('FETCH_ERROR', 'Failed to fetch')],
  },
  // One outcome: the sellers load beside every other state, so each outcome would double the graph.
  loadSellers: { done: [[{ userId: 'user-9', name: 'Ana Dias' }]], error: [] },
  // The cache feed's changes are user events below: it never ends.
  watchMeetingChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof meetingListActors>;

const never = () => new Promise<never>(() => {});

it('meetingList: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingList',
    machine: meetingListMachine,
    sut: meetingListMachine.provide({
      actors: {
        fetchPage: fromPromise<MeetingList, MeetingPageRequest>(never),
        readCache: fromCallback(() => {}),
        refreshMeetings: fromPromise<Meeting[], { ids: string[] }>(never),
        loadSellers: fromPromise<Seller[], { teamIds: string[] }>(never),
        watchMeetingChanges: fromCallback(() => {}),
      },
    }),
    userEvents: [
      { type: 'cache.miss' },
      { type: 'cache.hit', pages: [firstPage] },
      { type: 'filters.change', filters: { status: 'done' } },
      { type: 'filters.change', filters: { query: 'acme' } },
      { type: 'list.loadMore' },
      { type: 'list.retry' },
      { type: 'meeting.added', meeting: meetingFixture('m-new', { status: 'joining_call' }) },
      // Writes to a meeting the list does not show: each transition is walked without multiplying the
      // contexts (the transition tests pin what saved and removed do to a shown meeting).
      { type: 'meeting.saved', meeting: meetingFixture('m-elsewhere') },
      { type: 'meeting.removed', meetingId: 'm-elsewhere' },
      { type: 'meetings.stale' },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.can({ type: 'list.retry' })).toBe(true);
        expect(actual.context.failure).not.toBeNull();
      },
      ready: (actual) => {
        const ids = actual.context.meetings.map((meeting: { id: string }) => meeting.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(actual.context.nextOffset % 25).toBe(0);
      },
      'ready.loadMoreFailed': (actual) => expect(actual.context.failure).not.toBeNull(),
    },
  });
}, 240_000);
