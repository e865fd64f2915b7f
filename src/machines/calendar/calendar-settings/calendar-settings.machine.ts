/*
 * One calendar's card on /config/calendar (Google or Outlook), for the signed-in user.
 * - loading: GET /api/calendar/status; loadFailed says why and can retry.
 * - unavailable: the status answered 404: the server does not offer it (an extension of this backend,
 *   docs/api-conformance.md); the card says so, and the calendar's own return and sync pages still work.
 * - disconnected: "Conectar" goes to the calendar's consent page (redirecting: the address is asked for,
 *   then the browser leaves; a failure comes back here with the reason).
 * - connected: as which account, last sync, meetings from it, needs reconnecting or not. "Sincronizar agora"
 *   (syncing: the sync, then the state it left; its result stays shown); a failed sync is said, and the state
 *   is read again (reloading) since the server recorded the failure. "Conectar de novo" redirects as above.
 *   "Desconectar" asks first (confirmingDisconnect), then disconnecting; a failure stays connected with it.
 */
import { assign, setup } from 'xstate';
import type {
  CalendarKind,
  CalendarState,
  CalendarStatus,
  CalendarSyncResult,
} from '../../../api-contract/calendar.ts';
import { isUnavailableError, type AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith, showUnavailable } from '../../shared/failure.ts';
import { calendarSettingsActors } from './actors.ts';

export type CalendarSettingsContext = {
  kind: CalendarKind;
  status: CalendarStatus | null;
  /** What the last "Sincronizar agora" of this visit did. */
  lastResult: CalendarSyncResult | null;
  failure: AppError | null;
};

export type CalendarSettingsEvent =
  | { type: 'retry' }
  | { type: 'connect' }
  | { type: 'sync' }
  | { type: 'disconnect' }
  | { type: 'disconnect.confirm' }
  | { type: 'disconnect.cancel' };

/** This card's calendar in the status. */
export const calendarOf = (
  context: Pick<CalendarSettingsContext, 'kind' | 'status'>,
): CalendarState | undefined => context.status?.calendars.find((calendar) => calendar.kind === context.kind);

export const calendarSettingsMachine = setup({
  types: {
    context: {} as CalendarSettingsContext,
    events: {} as CalendarSettingsEvent,
    input: {} as { kind: CalendarKind },
  },
  actors: calendarSettingsActors,
  guards: {
    isConnected: ({ context }, status: CalendarStatus) =>
      calendarOf({ kind: context.kind, status })?.connected === true,
    wasConnected: ({ context }) => calendarOf(context)?.connected === true,
    unavailable: (_, error: unknown) => isUnavailableError(error),
  },
  actions: {
    takeStatus: assign((_, status: CalendarStatus) => ({ status })),
    takeSync: assign((_, output: { result: CalendarSyncResult; status: CalendarStatus }) => ({
      status: output.status,
      lastResult: output.result,
      failure: null,
    })),
    clearFailure: clearFailure(),
    fail: failWith('request'),
    showUnavailable: showUnavailable(),
  },
}).createMachine({
  id: 'calendarSettings',
  description: 'Agenda do Google ou do Outlook nas configurações: conectar e sincronizar',
  meta: {
    events: {
      'xstate.done.actor.loadStatus': 'Estado da agenda recebido do servidor',
      'xstate.error.actor.loadStatus': 'Falhou ao buscar o estado da agenda',
      retry: 'Pessoa pediu para tentar de novo',
      connect: 'Pessoa pediu para conectar a agenda',
      'xstate.error.actor.goToConsentPage': 'Falhou ao abrir a página de autorização',
      sync: 'Pessoa pediu para sincronizar agora',
      disconnect: 'Pessoa pediu para desconectar a agenda',
      'xstate.done.actor.syncNow': 'Sincronização da agenda terminou',
      'xstate.error.actor.syncNow': 'Sincronização da agenda falhou',
      'xstate.done.actor.reloadStatus': 'Estado da agenda lido de novo após a falha',
      'xstate.error.actor.reloadStatus': 'Falhou ao ler de novo o estado da agenda',
      'disconnect.confirm': 'Desconexão da agenda confirmada',
      'disconnect.cancel': 'Desconexão da agenda cancelada',
      'xstate.done.actor.disconnect': 'Servidor desconectou a agenda',
      'xstate.error.actor.disconnect': 'Falhou ao desconectar a agenda',
    },
  },
  context: ({ input }) => ({ kind: input.kind, status: null, lastResult: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando o estado da agenda no servidor',
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isConnected', params: ({ event }) => event.output },
            target: 'connected',
            actions: [{ type: 'takeStatus', params: ({ event }) => event.output }, 'clearFailure'],
          },
          {
            target: 'disconnected',
            actions: [{ type: 'takeStatus', params: ({ event }) => event.output }, 'clearFailure'],
          },
        ],
        onError: [
          {
            guard: { type: 'unavailable', params: errorOf },
            target: 'unavailable',
            actions: 'showUnavailable',
          },
          { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    unavailable: {
      description:
        'O servidor não informa o estado da agenda: o cartão diz que o recurso não está disponível',
      tags: ['unavailable'],
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { retry: { target: 'loading' } },
    },
    disconnected: {
      description: 'Agenda não conectada; oferece conectar',
      on: { connect: { target: 'redirecting', actions: 'clearFailure' } },
    },
    redirecting: {
      description: 'Saindo para a página de autorização do Google ou do Outlook',
      tags: ['busy'],
      invoke: {
        id: 'goToConsentPage',
        src: 'goToConsentPage',
        input: ({ context }) => ({ kind: context.kind }),
        onError: [
          { guard: 'wasConnected', target: 'connected', actions: { type: 'fail', params: errorOf } },
          { target: 'disconnected', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    connected: {
      description: 'Agenda conectada: conta, última sincronização e reuniões importadas',
      on: {
        sync: { target: 'syncing', actions: 'clearFailure' },
        connect: { target: 'redirecting', actions: 'clearFailure' },
        disconnect: { target: 'confirmingDisconnect', actions: 'clearFailure' },
      },
    },
    syncing: {
      description: 'Sincronizando a agenda agora',
      tags: ['busy'],
      invoke: {
        id: 'syncNow',
        src: 'syncNow',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'connected', actions: { type: 'takeSync', params: ({ event }) => event.output } },
        onError: { target: 'reloading', actions: { type: 'fail', params: errorOf } },
      },
    },
    reloading: {
      description: 'Sincronização falhou; lendo de novo o estado da agenda',
      tags: ['busy'],
      invoke: {
        id: 'reloadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isConnected', params: ({ event }) => event.output },
            target: 'connected',
            actions: { type: 'takeStatus', params: ({ event }) => event.output },
          },
          { target: 'disconnected', actions: { type: 'takeStatus', params: ({ event }) => event.output } },
        ],
        // The sync's failure is the one worth saying; the state shown stays as it was.
        onError: { target: 'connected' },
      },
    },
    confirmingDisconnect: {
      description: 'Perguntando se a pessoa quer mesmo desconectar a agenda',
      on: { 'disconnect.confirm': { target: 'disconnecting' }, 'disconnect.cancel': { target: 'connected' } },
    },
    disconnecting: {
      description: 'Desconectando a agenda no servidor',
      tags: ['busy'],
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'disconnected',
          actions: [
            { type: 'takeStatus', params: ({ event }) => event.output },
            assign({ lastResult: null }),
          ],
        },
        onError: { target: 'connected', actions: { type: 'fail', params: errorOf } },
      },
    },
  },
});
