/*
 * Uploads a closed tab (or a browser crash, or another browser) left unfinished, listed on the meeting list so
 * they can be resumed or discarded (issue 29, item 4). The server is asked, not the browser: it knows every
 * upload of the caller still waiting for bytes and how many it holds.
 * - loading: GET /api/upload/unfinished.
 * - listed: the uploads shown ("Envio interrompido: reuniao.mp4, 40%"); "Continuar" is the upload machine's
 *   (the file chosen again goes to it); "Descartar" discards one. A write to meetings anywhere (an upload
 *   created or finished) lists them again.
 * - loadFailed: the list could not be read; 'unfinished.reload' tries again.
 * - unavailable: the server has no such list (built to the spec, or API_EXTENSIONS=off: a 404): there is no
 *   resuming there, so nothing is shown and the meeting list goes on as usual.
 * - discarding: the upload is cancelled on the server (its bytes dropped); then the list is read again. A
 *   refusal goes back to the list with the failure shown.
 */
import { assign, setup } from 'xstate';
import type { MeetingChange } from '../../../services/meetings/meetings.ts';
import type { UnfinishedUpload } from '../../../services/uploads/uploads.ts';
import { isUnavailableError, type AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { unfinishedUploadsActors } from './actors.ts';

export type UnfinishedUploadsContext = {
  uploads: UnfinishedUpload[];
  /** The upload being discarded. */
  discarding: string | null;
  failure: AppError | null;
};

export type UnfinishedUploadsEvent =
  { type: 'unfinished.discard'; meetingId: string } | { type: 'unfinished.reload' } | MeetingChange;

const meetingChanges = {
  'meeting.added': { target: '#unfinishedUploads.loading' },
  'meeting.saved': { target: '#unfinishedUploads.loading' },
  'meeting.removed': { target: '#unfinishedUploads.loading' },
  'meetings.stale': { target: '#unfinishedUploads.loading' },
} as const;

export const unfinishedUploadsMachine = setup({
  types: {
    context: {} as UnfinishedUploadsContext,
    events: {} as UnfinishedUploadsEvent,
  },
  actors: unfinishedUploadsActors,
  actions: {
    assignUploads: assign((_, uploads: UnfinishedUpload[]) => ({ uploads, discarding: null })),
    assignDiscarding: assign((_, meetingId: string) => ({ discarding: meetingId })),
    forgetDiscarding: assign({ discarding: null }),
    fail: failWith('request'),
    clearFailure: clearFailure(),
  },
  guards: {
    unavailable: (_, error: unknown) => isUnavailableError(error),
  },
}).createMachine({
  id: 'unfinishedUploads',
  description: 'Envios interrompidos (aba fechada, navegador fechado): continuar ou descartar',
  meta: {
    events: {
      'unfinished.discard': 'Pessoa descartou um envio interrompido',
      'unfinished.reload': 'Pessoa pediu para carregar os envios interrompidos de novo',
      'meeting.added': 'Uma reunião foi criada',
      'meeting.saved': 'Uma reunião mudou',
      'meeting.removed': 'Uma reunião foi excluída',
      'meetings.stale': 'As reuniões mudaram no servidor',
      'xstate.done.actor.listUnfinishedUploads': 'Servidor listou os envios interrompidos',
      'xstate.error.actor.listUnfinishedUploads': 'Servidor não listou os envios interrompidos',
      'xstate.done.actor.discardUpload': 'Servidor descartou o envio',
      'xstate.error.actor.discardUpload': 'Servidor não descartou o envio',
    },
  },
  context: { uploads: [], discarding: null, failure: null },
  invoke: { id: 'watchMeetingChanges', src: 'watchMeetingChanges' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Perguntando ao servidor quais envios ficaram incompletos',
      tags: ['busy'],
      invoke: {
        id: 'listUnfinishedUploads',
        src: 'listUnfinishedUploads',
        onDone: { target: 'listed', actions: { type: 'assignUploads', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'unavailable', params: errorOf }, target: 'unavailable', actions: 'clearFailure' },
          { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    unavailable: {
      description: 'Este servidor não guarda envios interrompidos: nada a mostrar',
      tags: ['unavailable'],
    },
    listed: {
      description: 'Mostrando os envios interrompidos, cada um com Continuar e Descartar',
      on: {
        'unfinished.discard': {
          target: 'discarding',
          actions: ['clearFailure', { type: 'assignDiscarding', params: ({ event }) => event.meetingId }],
        },
        ...meetingChanges,
      },
    },
    loadFailed: {
      description: 'Não foi possível listar os envios interrompidos: deixa tentar de novo',
      tags: ['error'],
      on: {
        'unfinished.reload': { target: 'loading', actions: 'clearFailure' },
        ...meetingChanges,
      },
    },
    discarding: {
      description: 'Avisando o servidor que o envio foi descartado',
      tags: ['busy'],
      invoke: {
        id: 'discardUpload',
        src: 'discardUpload',
        input: ({ context }) => ({ meetingId: context.discarding ?? '' }),
        onDone: { target: 'loading' },
        onError: {
          target: 'listed',
          actions: ['forgetDiscarding', { type: 'fail', params: errorOf }],
        },
      },
    },
  },
});
