import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { CacheEvent, Seller } from '../../../../../src/machines/meetings/meeting-list/actors.ts';
import type { MeetingListContext } from '../../../../../src/machines/meetings/meeting-list/context.ts';
import { meetingListMachine } from '../../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import {
  selectCanFilterBySeller,
  selectCountedUpTo,
  selectTotalIsLowerBound,
  selectFailure,
  selectIsEmpty,
  selectIsEmptyForFilters,
  selectIsLoading,
  selectIsLoadingPage,
  selectPageFailure,
  selectPages,
  selectRefreshFailure,
} from '../../../../../src/machines/meetings/meeting-list/selectors.ts';
import { loadedMeetings, type Pages } from '../../../../../src/machines/meetings/meeting-list/pages.ts';
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
    delays: { queryDebounce: 20, statusPoll: 20, viewportSettle: 20 },
  });
}

const baseContext: MeetingListContext = {
  viewer: sellerViewer,
  filters: {},
  pages: {},
  total: 0,
  totalIsLowerBound: false,
  countedUpTo: null,
  viewport: { firstRow: 0, lastRow: 0 },
  pageInFlight: null,
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

const loaded = { pages: { 1: firstPage.meetings }, total: 2 };
const ids = (actor: ActorRefFrom<typeof meetingListMachine>) =>
  loadedMeetings(selectPages(actor.getSnapshot())).map((m) => m.id);

/** Page `page` of a list of `total` meetings, full (25) except the last, its ids `p<page>-<n>`. */
function fullPage(page: number, total: number): MeetingList {
  const length = Math.max(0, Math.min(25, total - (page - 1) * 25));
  return pageOf(
    Array.from({ length }, (_, index) => meetingFixture(`p${page}-${index}`)),
    total,
    page,
  );
}
/** The pages by number of a list of `total` meetings. */
const pagesOf = (total: number, ...numbers: number[]): Pages =>
  Object.fromEntries(numbers.map((page) => [page, fullPage(page, total).meetings]));
const pagesHeld = (actor: ActorRefFrom<typeof meetingListMachine>) =>
  Object.keys(actor.getSnapshot().context.pages).map(Number);

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

  it('the first page tells the total: the list is as long as every meeting, with one page loaded', () => {
    const actor = startIn('loading');
    sendDone(actor, 'fetchPage', fullPage(1, 100_000));
    expect(actor.getSnapshot().context.total).toBe(100_000);
    expect(pagesHeld(actor)).toEqual([1]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a cached list shows at once (synchronously on start) and its top page is revalidated', async () => {
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
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ offset: 0 });

    resolve(pageOf([meetingFixture('m-new'), doneMeeting], 2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    expect(ids(actor)).toEqual(['m-new', 'm-done']);
  });

  it('several cached pages are restored by number, at most the pages a list keeps', () => {
    const actor = startIn('restoring');
    const cached = Array.from({ length: 12 }, (_, index) => fullPage(index + 1, 1000));
    actor.send({ type: 'cache.hit', pages: cached });
    expect(pagesHeld(actor)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(actor.getSnapshot().context.total).toBe(1000);
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

  it('meetings.stale fetches the page at the top of the viewport again, keeping what is shown', () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(never);
    const actor = startIn(
      { ready: 'idle' },
      { pages: pagesOf(1000, 20, 21), total: 1000, viewport: { firstRow: 500, lastRow: 508 } },
      { fetchPage },
    );
    actor.send({ type: 'meetings.stale' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'revalidating' });
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ offset: 500 });
    expect(pagesHeld(actor)).toEqual([20, 21]);
  });

  it('a revalidated page with a changed total drops the other pages, fetched again as seen', () => {
    const actor = startIn(
      { ready: 'revalidating' },
      { pages: pagesOf(1000, 1, 2), total: 1000, pageInFlight: 1, viewport: { firstRow: 0, lastRow: 8 } },
    );
    sendDone(actor, 'fetchPage', fullPage(1, 1001));
    expect(pagesHeld(actor)).toEqual([1]);
    expect(actor.getSnapshot().context.total).toBe(1001);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('meetingList: the window of pages', () => {
  it('rows in view on pages not loaded wait for the scroll to settle, then fetch only those pages by offset', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async ({ offset }) =>
      fullPage(offset / 25 + 1, 100_000),
    );
    const actor = startIn({ ready: 'idle' }, { pages: pagesOf(100_000, 1), total: 100_000 }, { fetchPage });
    // The End key: the last rows in view at once.
    actor.send({ type: 'list.viewport', firstRow: 99_992, lastRow: 99_999 });
    expect(actor.getSnapshot().matches({ ready: 'settling' })).toBe(true);
    expect(fetchPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    // Rows 99,982..99,999 (with the margin) are all on page 4,000, the last.
    expect(fetchPage.mock.calls.map(([request]) => request.offset)).toEqual([99_975]);
    expect(pagesHeld(actor)).toEqual([1, 4000]);
  });

  it('a viewport across two pages fetches the first visible page first, then the other', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async ({ offset }) =>
      fullPage(offset / 25 + 1, 1000),
    );
    const actor = startIn({ ready: 'idle' }, { pages: pagesOf(1000, 1), total: 1000 }, { fetchPage });
    actor.send({ type: 'list.viewport', firstRow: 520, lastRow: 528 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    // Rows 510..538: pages 21 (visible first) and 22.
    expect(fetchPage.mock.calls.map(([request]) => request.offset)).toEqual([500, 525]);
  });

  it('while settling, scrolling within the same pages lets the wait run out; onto other pages starts it again', () => {
    const actor = startIn(
      { ready: 'settling' },
      { pages: pagesOf(1000, 1), total: 1000, viewport: { firstRow: 520, lastRow: 528 } },
    );
    actor.send({ type: 'list.viewport', firstRow: 521, lastRow: 529 });
    expect(actor.getSnapshot().context.viewport).toEqual({ firstRow: 521, lastRow: 529 });
    actor.send({ type: 'list.viewport', firstRow: 900, lastRow: 908 });
    expect(actor.getSnapshot().matches({ ready: 'settling' })).toBe(true);
    // Back over what is loaded: nothing to wait for.
    actor.send({ type: 'list.viewport', firstRow: 0, lastRow: 8 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a page the viewport left while on its way is cancelled', () => {
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn<(request: MeetingPageRequest, signal: AbortSignal) => Promise<MeetingList>>(
      (_request, signal) => {
        signals.push(signal);
        return never();
      },
    );
    const actor = startIn(
      { ready: 'settling' },
      { pages: pagesOf(1000, 1), total: 1000, viewport: { firstRow: 520, lastRow: 528 } },
      { fetchPage },
    );
    actor.send({ type: 'xstate.after.viewportSettle.meetingList.ready.settling' } as never);
    expect(actor.getSnapshot().matches({ ready: 'loadingPage' })).toBe(true);
    expect(selectIsLoadingPage(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.pageInFlight).toBe(21);
    actor.send({ type: 'list.viewport', firstRow: 530, lastRow: 538 });
    expect(actor.getSnapshot().matches({ ready: 'loadingPage' })).toBe(true);
    actor.send({ type: 'list.viewport', firstRow: 900, lastRow: 908 });
    expect(actor.getSnapshot().matches({ ready: 'settling' })).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keeps at most 8 pages: the farthest from the viewport is dropped', () => {
    const actor = startIn(
      { ready: 'loadingPage' },
      {
        pages: pagesOf(1000, 1, 2, 3, 4, 5, 6, 7, 8),
        total: 1000,
        pageInFlight: 30,
        viewport: { firstRow: 740, lastRow: 748 },
      },
    );
    sendDone(actor, 'fetchPage', fullPage(30, 1000));
    expect(pagesHeld(actor).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 30]);
  });

  it('without a total from the backend (a lower bound), goes on while pages come full and never shrinks it', () => {
    const lowerBound = (meetings: Meeting[], total: number): MeetingPage => ({
      ...pageOf(meetings, total),
      totalIsLowerBound: true as const,
    });
    const actor = startIn(
      { ready: 'loadingPage' },
      {
        pages: pagesOf(26, 1),
        total: 26,
        totalIsLowerBound: true,
        pageInFlight: 2,
        viewport: { firstRow: 20, lastRow: 25 },
      },
    );
    expect(selectTotalIsLowerBound(actor.getSnapshot())).toBe(true);
    sendDone(actor, 'fetchPage', lowerBound(fullPage(2, 50).meetings, 51));
    expect(actor.getSnapshot().context.total).toBe(51);
    // Revalidating the first page (its own lower bound is 26) keeps what the later pages showed.
    actor.send({ type: 'list.viewport', firstRow: 0, lastRow: 8 });
    actor.send({ type: 'meetings.stale' });
    sendDone(actor, 'fetchPage', lowerBound(fullPage(1, 50).meetings, 26));
    expect(actor.getSnapshot().context.total).toBe(51);
  });

  it('a search counted only up to 1,000 says so, and its pages go on past the thousandth', () => {
    const counted = (page: number, meetings: Meeting[], total: number): MeetingPage => ({
      ...pageOf(meetings, total, page),
      totalIsLowerBound: true,
      countedUpTo: 1000,
    });
    const actor = startIn('loading', { filters: { query: 'ana' } });
    sendDone(actor, 'fetchPage', counted(1, fullPage(1, 2000).meetings, 1000));
    expect(selectCountedUpTo(actor.getSnapshot())).toBe(1000);
    expect(actor.getSnapshot().context.total).toBe(1000);
    actor.send({ type: 'list.viewport', firstRow: 990, lastRow: 999 });
    actor.send({ type: 'xstate.after.viewportSettle.meetingList.ready.settling' } as never);
    expect(actor.getSnapshot().context.pageInFlight).toBe(40);
    // The thousandth row's page came full: the list goes on.
    sendDone(actor, 'fetchPage', counted(40, fullPage(40, 2000).meetings, 1001));
    expect(actor.getSnapshot().context.total).toBe(1001);
  });

  it('a failed page keeps what is loaded and retries the page still missing', () => {
    const actor = startIn(
      { ready: 'loadingPage' },
      {
        ...loaded,
        pages: pagesOf(1000, 1),
        total: 1000,
        pageInFlight: 21,
        viewport: { firstRow: 520, lastRow: 528 },
      },
    );
    sendError(actor, 'fetchPage', new HttpError(500, 'boom'));
    expect(actor.getSnapshot().matches({ ready: 'loadFailed' })).toBe(true);
    expect(selectPageFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.failed',
      status: '500',
      detail: null,
    });
    expect(pagesHeld(actor)).toEqual([1]);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches({ ready: 'loadingPage' })).toBe(true);
    expect(actor.getSnapshot().context.pageInFlight).toBe(21);
  });

  it('a retry once the viewport is back over loaded pages has nothing to fetch', () => {
    const actor = startIn({ ready: 'loadFailed' }, loaded);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
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

  it('from a scrolled list, a filter change starts again at the top', () => {
    const actor = startIn(
      { ready: 'idle' },
      { pages: pagesOf(1000, 20, 21), total: 1000, viewport: { firstRow: 500, lastRow: 508 } },
    );
    actor.send({ type: 'filters.change', filters: { meetingType: 'INTERNAL' } });
    expect(actor.getSnapshot().value).toBe('loading');
    sendDone(actor, 'fetchPage', pageOf([doneMeeting], 1));
    expect(pagesHeld(actor)).toEqual([1]);
    expect(actor.getSnapshot().context.viewport).toEqual({ firstRow: 0, lastRow: 0 });
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
    await vi.waitFor(() => expect(loadedMeetings(selectPages(actor.getSnapshot()))[0]?.status).toBe('done'));
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
    expect(actor.getSnapshot().context.total).toBe(3);
  });

  it('meeting.added moves every loaded row down one: a page whose row above was not loaded is dropped', () => {
    const actor = startIn(
      { ready: 'idle' },
      { pages: pagesOf(1000, 1, 2, 10), total: 1000, viewport: { firstRow: 0, lastRow: 8 } },
    );
    actor.send({ type: 'meeting.added', meeting: meetingFixture('m-new') });
    const { pages } = actor.getSnapshot().context;
    expect(pages[1]?.map((meeting) => meeting.id).slice(0, 2)).toEqual(['m-new', 'p1-0']);
    expect(pages[2]?.[0]?.id).toBe('p1-24');
    expect(pages[10]).toBeUndefined();
    expect(actor.getSnapshot().context.total).toBe(1001);
  });

  it('meeting.saved replaces the meeting where it stands (a rename made on its page)', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    actor.send({ type: 'meeting.saved', meeting: { ...firstPage.meetings[1]!, title: 'Renomeada' } });
    expect(ids(actor)).toEqual(['m-active', 'm-done']);
    expect(actor.getSnapshot().context.pages[1]?.[1]?.title).toBe('Renomeada');
  });

  it('meeting.removed takes the meeting out and counts one less; an unknown id changes nothing', () => {
    const actor = startIn({ ready: 'idle' }, loaded);
    actor.send({ type: 'meeting.removed', meetingId: 'm-done' });
    expect(ids(actor)).toEqual(['m-active']);
    expect(actor.getSnapshot().context.total).toBe(1);
    actor.send({ type: 'meeting.removed', meetingId: 'm-elsewhere' });
    expect(actor.getSnapshot().context.total).toBe(1);
  });

  it('meeting.removed moves the rows after it up one; the last page of a run, now a row short, is fetched again', () => {
    const actor = startIn(
      { ready: 'idle' },
      { pages: pagesOf(1000, 1, 2), total: 1000, viewport: { firstRow: 30, lastRow: 38 } },
      { fetchPage: never },
    );
    actor.send({ type: 'meeting.removed', meetingId: 'p1-3' });
    const { pages } = actor.getSnapshot().context;
    expect(pages[1]?.[24]?.id).toBe('p2-0');
    expect(pages[2]).toBeUndefined();
    expect(actor.getSnapshot().context.total).toBe(999);
    // Page 2 is in view: it is fetched again once the wait runs out.
    expect(actor.getSnapshot().matches({ ready: 'settling' })).toBe(true);
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
