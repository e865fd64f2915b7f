import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { CacheEvent, Seller } from '../../../../../src/machines/meetings/meeting-list/actors.ts';
import type { MeetingListContext } from '../../../../../src/machines/meetings/meeting-list/context.ts';
import { meetingListMachine } from '../../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import {
  selectCanFilterBySeller,
  selectCanLoadMore,
  selectTotalIsLowerBound,
  selectFailure,
  selectIsEmpty,
  selectIsEmptyForFilters,
  selectIsLoading,
  selectLoadMoreFailure,
  selectMeetings,
  selectRefreshFailure,
} from '../../../../../src/machines/meetings/meeting-list/selectors.ts';
import type { MeetingPage, MeetingPageRequest } from '../../../../../src/services/meetings/meetings.ts';
import type { Meeting, MeetingList } from '../../../../../src/api-contract/meeting.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  activeMeeting,
  doneMeeting,
  firstPage,
  leaderViewer,
  meetingFixture,
  pageOf,
  secondPage,
  sellerViewer,
} from '../../../../model/meetings/meeting-list.fixtures.ts';

type Fakes = {
  fetchPage?: (request: MeetingPageRequest, signal: AbortSignal) => Promise<MeetingList>;
  cache?: CacheEvent;
  refreshMeetings?: (ids: string[]) => Promise<Meeting[]>;
  loadSellers?: (teamIds: string[]) => Promise<Seller[]>;
};

const never = () => new Promise<never>(() => {});

function machineWith(fakes: Fakes = {}) {
  return meetingListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input, signal }) => (fakes.fetchPage ?? never)(input, signal)),
      readCache: fromCallback(({ sendBack }) => sendBack(fakes.cache ?? { type: 'cache.miss' })),
      refreshMeetings: fromPromise(({ input }) => (fakes.refreshMeetings ?? never)(input.ids)),
      loadSellers: fromPromise(({ input }) => (fakes.loadSellers ?? (async () => []))(input.teamIds)),
      watchMeetingChanges: fromCallback(() => {}),
    },
    delays: { queryDebounce: 20, statusPoll: 20 },
  });
}

const baseContext: MeetingListContext = {
  viewer: sellerViewer,
  filters: {},
  meetings: [],
  total: 0,
  totalIsLowerBound: false,
  nextOffset: 0,
  failure: null,
  refreshFailure: null,
  sellers: [],
  sellersFailure: null,
};

type Value = Parameters<typeof meetingListMachine.resolveState>[0]['value'];

function startIn(value: Value, context: Partial<MeetingListContext> = {}, fakes: Fakes = {}) {
  const machine = machineWith(fakes);
  const snapshot = machine.resolveState({ value, context: { ...baseContext, ...context } });
  return createActor(machine, { snapshot, input: undefined }).start();
}

const loaded = { meetings: firstPage.meetings, total: 30, nextOffset: 25 };
const ids = (actor: ActorRefFrom<typeof meetingListMachine>) =>
  selectMeetings(actor.getSnapshot()).map((m) => m.id);

describe('meetingList: first page', () => {
  it('reads the cache, misses, and loads offset 0 with 25 per page for the viewer', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () => firstPage);
    const actor = createActor(machineWith({ fetchPage }), { input: { viewer: sellerViewer } }).start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(fetchPage).toHaveBeenCalledWith(
      { viewerId: 'user-1', filters: {}, offset: 0, limit: 25 },
      expect.any(AbortSignal),
    );
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
  });

  it('a cached list shows at once (synchronously on start) and is revalidated', async () => {
    let resolve: (list: MeetingList) => void = () => {};
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(
      () => new Promise<MeetingList>((done) => (resolve = done)),
    );
    const cached = pageOf([doneMeeting], 1);
    const actor = createActor(machineWith({ fetchPage, cache: { type: 'cache.hit', pages: [cached] } }), {
      input: { viewer: sellerViewer },
    }).start();
    expect(actor.getSnapshot().matches({ ready: 'revalidating' })).toBe(true);
    expect(ids(actor)).toEqual(['m-done']);

    resolve(pageOf([meetingFixture('m-new'), doneMeeting], 2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    expect(ids(actor)).toEqual(['m-new', 'm-done']);
  });

  it('several cached pages restore the next offset after them', () => {
    const actor = startIn('restoring');
    actor.send({ type: 'cache.hit', pages: [firstPage, secondPage] });
    expect(actor.getSnapshot().context.nextOffset).toBe(50);
    expect(ids(actor)).toEqual(['m-active', 'm-done', 'm-3']);
  });

  it('loading -> failed -> loading on list.retry', () => {
    const actor = startIn('loading');
    sendError(actor, 'fetchPage', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(selectFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
      detail: null,
    });
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('an empty list is "empty" without filters and "no results" with them', () => {
    const plain = startIn('loading');
    sendDone(plain, 'fetchPage', pageOf([], 0));
    expect(selectIsEmpty(plain.getSnapshot())).toBe(true);

    const filtered = startIn('loading', { filters: { status: 'fatal' } });
    sendDone(filtered, 'fetchPage', pageOf([], 0));
    expect(selectIsEmpty(filtered.getSnapshot())).toBe(false);
    expect(selectIsEmptyForFilters(filtered.getSnapshot())).toBe(true);
  });

  it('meetings.stale from ready fetches the first page again, keeping what is shown', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    actor.send({ type: 'meetings.stale' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'revalidating' });
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
  });
});

describe('meetingList: infinite scroll', () => {
  it('list.loadMore asks for the next offset (page 2) and appends without duplicates, in order', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () => secondPage);
    const actor = startIn({ ready: 'idle' }, loaded, { fetchPage });
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await vi.waitFor(() => expect(ids(actor)).toEqual(['m-active', 'm-done', 'm-3']));
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ offset: 25, limit: 25 });
    expect(actor.getSnapshot().context.nextOffset).toBe(50);
  });

  it('without a total from the backend (a lower bound), goes on while pages come full and never shrinks it', async () => {
    const fullPage = Array.from({ length: 25 }, (_, index) => meetingFixture(`m-${index + 30}`));
    const lowerBound = (meetings: Meeting[], total: number) => ({
      ...pageOf(meetings, total),
      totalIsLowerBound: true as const,
    });
    const fetchPage = vi.fn<() => Promise<MeetingPage>>(async () => lowerBound(fullPage, 51));
    const actor = startIn(
      { ready: 'idle' },
      { ...loaded, total: 26, totalIsLowerBound: true },
      { fetchPage },
    );
    expect(selectTotalIsLowerBound(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.loadMore' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.nextOffset).toBe(50));
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    // Revalidating the first page (its own lower bound is 26) keeps what the later pages showed.
    actor.send({ type: 'meetings.stale' });
    sendDone(actor, 'fetchPage', lowerBound(firstPage.meetings, 26));
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(51);
  });

  it('offers no more once every page is loaded', () => {
    const actor = startIn({ ready: 'idle' }, { ...loaded, nextOffset: 50 });
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a failed page keeps what is loaded and retries the same offset', () => {
    const actor = startIn({ ready: 'loadingMore' }, loaded);
    sendError(actor, 'fetchPage', new HttpError(500, 'boom'));
    expect(actor.getSnapshot().matches({ ready: 'loadMoreFailed' })).toBe(true);
    expect(selectLoadMoreFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.failed',
      status: '500',
      detail: null,
    });
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches({ ready: 'loadingMore' })).toBe(true);
    expect(actor.getSnapshot().context.nextOffset).toBe(25);
  });
});

describe('meetingList: filters', () => {
  it('a status change refetches from offset 0 with the filter, and the old request is cancelled', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((list: MeetingList) => void)[] = [];
    const fetchPage = vi.fn<(request: MeetingPageRequest, signal: AbortSignal) => Promise<MeetingList>>(
      (_request, signal) => {
        signals.push(signal);
        return new Promise<MeetingList>((resolve) => answers.push(resolve));
      },
    );
    const actor = createActor(machineWith({ fetchPage }), { input: { viewer: sellerViewer } }).start();
    actor.send({ type: 'filters.change', filters: { status: 'done' } });

    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[1]?.[0]).toMatchObject({ offset: 0, filters: { status: 'done' } });
    expect(signals[0]?.aborted).toBe(true);
    answers[0]?.(pageOf([activeMeeting], 1));
    answers[1]?.(pageOf([doneMeeting], 1));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    expect(ids(actor)).toEqual(['m-done']);
  });

  it('from a scrolled list, a filter change starts again at offset 0', () => {
    const actor = startIn({ ready: 'idle' }, { ...loaded, nextOffset: 50 });
    actor.send({ type: 'filters.change', filters: { meetingType: 'INTERNAL' } });
    expect(actor.getSnapshot().value).toBe('loading');
    sendDone(actor, 'fetchPage', pageOf([doneMeeting], 1));
    expect(actor.getSnapshot().context.nextOffset).toBe(25);
  });

  it('the search is debounced: only the last text is fetched', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () => firstPage);
    const actor = startIn({ ready: 'idle' }, loaded, { fetchPage });
    actor.send({ type: 'filters.change', filters: { query: 'ac' } });
    actor.send({ type: 'filters.change', filters: { query: 'acme' } });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.filters.query).toBe('acme');
    expect(fetchPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ filters: { query: 'acme' }, offset: 0 });
  });

  it('a change that sends the same filters (spaces around the search) does not refetch', () => {
    const actor = startIn({ ready: 'idle' }, { ...loaded, filters: { query: 'acme' } });
    actor.send({ type: 'filters.change', filters: { query: ' acme ' } });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('meetingList: live statuses and new meetings', () => {
  it('polls the meetings whose bot is active and replaces them in place', async () => {
    const refreshMeetings = vi.fn<(ids: string[]) => Promise<Meeting[]>>(async () => [
      { ...activeMeeting, status: 'done' },
    ]);
    const fetchPage = async () => firstPage;
    const actor = createActor(machineWith({ fetchPage, refreshMeetings }), {
      input: { viewer: sellerViewer },
    }).start();
    await vi.waitFor(() => expect(refreshMeetings).toHaveBeenCalledWith(['m-active']));
    await vi.waitFor(() => expect(selectMeetings(actor.getSnapshot())[0]?.status).toBe('done'));
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
  });

  it('does not poll when no bot is active', async () => {
    const refreshMeetings = vi.fn<(ids: string[]) => Promise<Meeting[]>>(async () => []);
    const fetchPage = async () => pageOf([doneMeeting], 1);
    createActor(machineWith({ fetchPage, refreshMeetings }), { input: { viewer: sellerViewer } }).start();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(refreshMeetings).not.toHaveBeenCalled();
  });

  it('a failed refresh keeps the list and says so; the next poll clears it', () => {
    const actor = startIn({ ready: 'refreshingStatuses' }, loaded);
    sendError(actor, 'refreshMeetings', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(selectRefreshFailure(actor.getSnapshot())?.key).toBe('errors:request.network');
  });

  it('meeting.added puts the new meeting on top, once', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    const added = meetingFixture('m-new', { status: 'joining_call' });
    actor.send({ type: 'meeting.added', meeting: added });
    actor.send({ type: 'meeting.added', meeting: added });
    expect(ids(actor)).toEqual(['m-new', 'm-active', 'm-done']);
    expect(actor.getSnapshot().context.total).toBe(31);
  });

  it('meeting.saved replaces the meeting where it stands (a rename made on its page)', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    actor.send({ type: 'meeting.saved', meeting: { ...firstPage.meetings[1]!, title: 'Renomeada' } });
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
    expect(actor.getSnapshot().context.meetings[1]?.title).toBe('Renomeada');
  });

  it('meeting.removed takes the meeting out and counts one less; an unknown id changes nothing', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    actor.send({ type: 'meeting.removed', meetingId: 'm-done' });
    expect(ids(actor)).toEqual(['m-active']);
    expect(actor.getSnapshot().context.total).toBe(29);
    actor.send({ type: 'meeting.removed', meetingId: 'm-elsewhere' });
    expect(actor.getSnapshot().context.total).toBe(29);
  });
});

describe('meetingList: seller filters', () => {
  it('loads the sellers of the teams a leader may filter by', async () => {
    const loadSellers = vi.fn<(teamIds: string[]) => Promise<Seller[]>>(async () => [
      { userId: 'u-9', name: 'Ana Dias' },
    ]);
    const actor = createActor(machineWith({ loadSellers }), { input: { viewer: leaderViewer } }).start();
    expect(selectCanFilterBySeller(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().context.sellers).toHaveLength(1));
    expect(loadSellers).toHaveBeenCalledWith(['team-1']);
  });

  it('a seller gets no seller filter', () => {
    const actor = createActor(machineWith(), { input: { viewer: sellerViewer } }).start();
    expect(selectCanFilterBySeller(actor.getSnapshot())).toBe(false);
  });
});
