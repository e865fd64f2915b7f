/*
 * Adding a meeting by link (POST /api/meetings): the bot joins the call at the given time. The machine is the
 * dialog's whole life, so the page keeps one actor and the form opens fresh each time.
 * - closed: no form on screen; 'form.open' shows an empty one.
 * - editing: the form is being filled in; the form (react-hook-form + zod) validates before submitting.
 * - submitting: the request is on its way; closing the form cancels it.
 * - failed: the server refused or could not be reached; the form keeps what was typed and can be sent again.
 * A created meeting closes the form: the meetings cache has already told every list (services/meetings/meetings.ts).
 */
import { assign, setup } from 'xstate';
import type { CreateMeeting } from '../../../api-contract/meeting.ts';
import type { AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { addMeetingActors } from './actors.ts';

export type AddMeetingContext = {
  meeting: CreateMeeting | null;
  failure: AppError | null;
};

export type AddMeetingEvent =
  { type: 'form.open' } | { type: 'form.close' } | { type: 'meeting.submit'; meeting: CreateMeeting };

export const addMeetingMachine = setup({
  types: {
    context: {} as AddMeetingContext,
    events: {} as AddMeetingEvent,
  },
  actors: addMeetingActors,
  actions: {
    assignMeeting: assign((_, meeting: CreateMeeting) => ({ meeting, failure: null })),
    clearForm: assign({ meeting: null, failure: null }),
    fail: failWith('request'),
  },
}).createMachine({
  id: 'addMeeting',
  description: 'Adicionar reunião por link: o bot entra na chamada no horário informado',
  meta: {
    events: {
      'form.open': 'Formulário de nova reunião aberto',
      'form.close': 'Formulário de nova reunião fechado',
      'meeting.submit': 'Nova reunião enviada',
      'xstate.done.actor.createMeeting': 'Servidor criou a reunião',
      'xstate.error.actor.createMeeting': 'Falhou ao criar a reunião',
    },
  },
  context: { meeting: null, failure: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Formulário fechado',
      on: { 'form.open': { target: 'editing', actions: 'clearForm' } },
    },
    editing: {
      description: 'Pessoa preenchendo o link e o horário da reunião',
      on: {
        'meeting.submit': {
          target: 'submitting',
          actions: { type: 'assignMeeting', params: ({ event }) => event.meeting },
        },
        'form.close': { target: 'closed' },
      },
    },
    submitting: {
      description: 'Enviando a nova reunião ao servidor',
      tags: ['busy'],
      invoke: {
        id: 'createMeeting',
        src: 'createMeeting',
        input: ({ context }) => {
          if (!context.meeting) throw new Error('submitting without a meeting');
          return context.meeting;
        },
        onDone: { target: 'closed' },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
      on: { 'form.close': { target: 'closed' } },
    },
    failed: {
      description: 'Falhou: mostra o erro e mantém o que foi digitado',
      tags: ['error'],
      on: {
        'meeting.submit': {
          target: 'submitting',
          actions: { type: 'assignMeeting', params: ({ event }) => event.meeting },
        },
        'form.close': { target: 'closed' },
      },
    },
  },
});
