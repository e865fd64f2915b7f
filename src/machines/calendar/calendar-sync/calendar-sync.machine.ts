/*
 * /meetings/synccalendar and /meetings/synccalendaroutlook: the page syncs its calendar as it opens.
 * - syncing: GET /api/synccalendar (or ...outlook); the meetings lists learn of the meetings it changed.
 * - done: what it did (created, updated, cancelled, skipped with reasons); "Sincronizar de novo" syncs again.
 * - failed: why (not connected, needs reconnecting, the provider away, too many syncs), with a retry.
 */
import { assign, setup } from 'xstate';
import type { CalendarKind, CalendarSyncResult } from '../../../api-contract/calendar.ts';
import type { AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { calendarSyncActors } from './actors.ts';

export type CalendarSyncContext = {
  kind: CalendarKind;
  result: CalendarSyncResult | null;
  failure: AppError | null;
};

export type CalendarSyncEvent = { type: 'retry' };

export const calendarSyncMachine = setup({
  types: {
    context: {} as CalendarSyncContext,
    events: {} as CalendarSyncEvent,
    input: {} as { kind: CalendarKind },
  },
  actors: calendarSyncActors,
  actions: {
    fail: failWith('request'),
    takeResult: assign((_, result: CalendarSyncResult) => ({ result, failure: null })),
  },
}).createMachine({
  id: 'calendarSync',
  description: 'Página que sincroniza a agenda ao abrir e mostra o resultado',
  meta: {
    events: {
      'xstate.done.actor.syncCalendar': 'Sincronização da agenda terminou',
      'xstate.error.actor.syncCalendar': 'Sincronização da agenda falhou',
      retry: 'Pessoa pediu para sincronizar de novo',
    },
  },
  context: ({ input }) => ({ kind: input.kind, result: null, failure: null }),
  initial: 'syncing',
  states: {
    syncing: {
      description: 'Sincronizando a agenda: eventos com link viram reuniões',
      tags: ['busy'],
      invoke: {
        id: 'syncCalendar',
        src: 'syncCalendar',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'done', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    done: {
      description: 'Mostrando o que a sincronização criou, atualizou, cancelou e ignorou',
      on: { retry: { target: 'syncing' } },
    },
    failed: {
      description: 'Falhou: mostra o motivo e oferece sincronizar de novo',
      tags: ['error'],
      on: { retry: { target: 'syncing' } },
    },
  },
});
