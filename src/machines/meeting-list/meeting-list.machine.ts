/*
 * Meeting list (plain first page; a later issue adds filters and infinite scroll).
 * - loading: GET /api/meetings, page 1, 25 per page (spec section 9).
 * - loaded: the meetings are shown; 'list.reload' fetches them again.
 * - failed: the request failed; 'list.retry' tries again.
 */
import { assign, setup } from 'xstate';
import type { Meeting, MeetingList } from '../../services/api/schemas/meeting.ts';
import { errorStatus, requestErrorKey, type RequestErrorKey } from '../../services/errors.ts';
import { meetingListActors } from './actors.ts';

export const meetingListPageSize = 25;

export type MeetingListContext = {
  meetings: Meeting[];
  total: number;
  error: { key: RequestErrorKey; status: string } | null;
};

export type MeetingListEvent = { type: 'list.retry' } | { type: 'list.reload' };

export const meetingListMachine = setup({
  types: {
    context: {} as MeetingListContext,
    events: {} as MeetingListEvent,
  },
  actors: meetingListActors,
  actions: {
    assignList: assign((_, list: MeetingList) => ({
      meetings: list.meetings,
      total: list.total,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: { key: requestErrorKey(params.error), status: errorStatus(params.error) },
    })),
  },
}).createMachine({
  id: 'meetingList',
  context: { meetings: [], total: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listMeetings',
        src: 'listMeetings',
        input: { page: 1, limit: meetingListPageSize },
        onDone: { target: 'loaded', actions: { type: 'assignList', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      on: { 'list.reload': { target: 'loading' } },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading' } },
    },
  },
});
