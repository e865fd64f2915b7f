/*
 * Adding a meeting by link (POST /api/meetings): the bot joins the call at the given time.
 * - editing: the form is being filled in; the form (react-hook-form + zod) validates before submitting.
 * - submitting: the request is on its way; leaving (the dialog closes) cancels it.
 * - failed: the server refused or could not be reached; the form keeps what was typed and can be sent again.
 * - done: the meeting exists; the list puts it on top.
 */
import { assign, setup } from 'xstate';
import type { Meeting } from '../../services/api/schemas/meeting.ts';
import { errorStatus, requestErrorKey, type RequestErrorKey } from '../../services/errors.ts';
import { isHttpError } from '../../services/http-error.ts';
import { addMeetingActors, type NewMeeting } from './actors.ts';

/** The server's own message when it explained a refusal (4xx), else a catalogue key with the status. */
export type AddMeetingError = { message: string } | { key: RequestErrorKey; status: string };

export type AddMeetingContext = {
  meeting: NewMeeting | null;
  created: Meeting | null;
  error: AddMeetingError | null;
};

export type AddMeetingEvent = { type: 'meeting.submit'; meeting: NewMeeting };

function toAddMeetingError(error: unknown): AddMeetingError {
  if (isHttpError(error) && typeof error.status === 'number' && error.status < 500 && error.body) {
    return { message: error.body.message };
  }
  return { key: requestErrorKey(error), status: errorStatus(error) };
}

export const addMeetingMachine = setup({
  types: {
    context: {} as AddMeetingContext,
    events: {} as AddMeetingEvent,
  },
  actors: addMeetingActors,
  actions: {
    assignMeeting: assign((_, meeting: NewMeeting) => ({ meeting, error: null })),
    assignCreated: assign((_, created: Meeting) => ({ created })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toAddMeetingError(params.error) })),
  },
}).createMachine({
  id: 'addMeeting',
  context: { meeting: null, created: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'meeting.submit': {
          target: 'submitting',
          actions: { type: 'assignMeeting', params: ({ event }) => event.meeting },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createMeeting',
        src: 'createMeeting',
        input: ({ context }) => {
          if (!context.meeting) throw new Error('submitting without a meeting');
          return context.meeting;
        },
        onDone: { target: 'done', actions: { type: 'assignCreated', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'meeting.submit': {
          target: 'submitting',
          actions: { type: 'assignMeeting', params: ({ event }) => event.meeting },
        },
      },
    },
    done: { type: 'final' },
  },
});
