import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  meetingListMachine,
  type MeetingListContext,
} from '../../../../src/machines/meeting-list/meeting-list.machine.ts';
import {
  selectError,
  selectIsEmpty,
  selectIsFailed,
  selectIsLoading,
  selectMeetings,
} from '../../../../src/machines/meeting-list/selectors.ts';
import type { MeetingList, MeetingListQuery } from '../../../../src/services/api/schemas/meeting.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { meetingPage, sendDone, sendError } from '../../../model/fixtures.ts';

const empty: MeetingListContext = { meetings: [], total: 0, error: null };
const failedContext: MeetingListContext = {
  ...empty,
  error: { key: 'errors:request.failed', status: '500' },
};

function machineWith(listMeetings: (query: MeetingListQuery) => Promise<MeetingList>) {
  return meetingListMachine.provide({
    actors: { listMeetings: fromPromise(({ input }) => listMeetings(input)) },
  });
}

function startIn(value: 'loading' | 'loaded' | 'failed', context: MeetingListContext) {
  const machine = machineWith(() => new Promise(() => {}));
  return createActor(machine, { snapshot: machine.resolveState({ value, context }) }).start();
}

describe('meetingList', () => {
  it('loads page 1 with 25 per page', async () => {
    const listMeetings = vi.fn<(query: MeetingListQuery) => Promise<MeetingList>>(async () => meetingPage);
    const actor = createActor(machineWith(listMeetings)).start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);

    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(listMeetings).toHaveBeenCalledWith({ page: 1, limit: 25 });
    expect(selectMeetings(actor.getSnapshot())).toEqual(meetingPage.meetings);
  });

  it('loading -> loaded with the meetings', () => {
    const actor = startIn('loading', empty);
    sendDone(actor, 'listMeetings', meetingPage);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
  });

  it('loading -> loaded and empty when there are no meetings', () => {
    const actor = startIn('loading', empty);
    sendDone(actor, 'listMeetings', { ...meetingPage, meetings: [], total: 0 });
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('loading -> failed with the error key and status', () => {
    const actor = startIn('loading', empty);
    sendError(actor, 'listMeetings', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectIsFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
    });
  });

  it('failed -> loading on list.retry', () => {
    const actor = startIn('failed', failedContext);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('loaded -> loading on list.reload, and reload is not offered while failed', () => {
    const actor = startIn('loaded', { ...empty, meetings: meetingPage.meetings, total: 1 });
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('loading');

    const failed = startIn('failed', failedContext);
    expect(failed.getSnapshot().can({ type: 'list.reload' })).toBe(false);
  });
});
