import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingListActors, Seller } from '../../../src/machines/meetings/meeting-list/actors.ts';
import type { MeetingPageRequest } from '../../../src/services/meetings/meetings.ts';
import type { Meeting, MeetingList } from '../../../src/api-contract/meeting.ts';
import { meetingListMachine } from '../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { activeMeeting, doneMeeting, firstPage, meetingFixture, pageOf } from './meeting-list.fixtures.ts';
import { keptPages } from '../../../src/machines/meetings/meeting-list/pages.ts';

/** A full first page of a list of 30 meetings: scrolling to row 20 needs page 2 (the same answer serves it). */
const longListPage = pageOf(
  [activeMeeting, doneMeeting, ...Array.from({ length: 23 }, (_, index) => meetingFixture(`m-${index}`))],
  30,
);
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  fetchPage: { done: [longListPage], error: [new HttpError(500, 'boom')] },
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
      { type: 'list.viewport', firstRow: 20, lastRow: 28 },
      { type: 'list.viewport', firstRow: 0, lastRow: 8 },
      { type: 'list.retry' },
      { type: 'meeting.added', meeting: meetingFixture('m-new', { status: 'joining_call' }) },
      // Writes to a meeting the list does not show: each transition is walked without multiplying the
      // contexts (the transition tests pin what saved and removed do to a shown meeting).
      { type: 'meeting.saved', meeting: meetingFixture('m-elsewhere') },
      { type: 'meeting.removed', meetingId: 'm-elsewhere' },
      { type: 'meetings.stale' },
    ],
    fixtures,
    // Sellers loaded, a failed refresh and a filtered list change nothing of what the list does next: the walk
    // goes no further from them (every transition is still taken from the states without them), so the
    // window's pages are not multiplied by each.
    stopWhen: (snapshot) =>
      snapshot.context.sellers.length > 0 ||
      snapshot.context.refreshFailure !== null ||
      (Object.keys(snapshot.context.filters).length > 0 && snapshot.matches('ready')),
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.can({ type: 'list.retry' })).toBe(true);
        expect(actual.context.failure).not.toBeNull();
      },
      ready: (actual) => expect(Object.keys(actual.context.pages).length).toBeLessThanOrEqual(keptPages),
      'ready.loadingPage': (actual) => expect(actual.context.pageInFlight).not.toBeNull(),
      'ready.loadFailed': (actual) => expect(actual.context.failure).not.toBeNull(),
    },
  });
}, 240_000);
