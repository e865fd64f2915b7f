/*
 * The share panel on the meeting page, for the meeting's owner or an administrator.
 * - closed: folded; nothing is asked until the owner opens it.
 * - loading: GET /api/meetings/{id}/share; loadFailed says why and can retry.
 * - unavailable: the server answered 404: it does not offer public links (an extension of this backend,
 *   docs/api-conformance.md), and the panel says so.
 * - off: no public link; the owner turns it on with a typed password or a generated one (enabling: PUT).
 * - on: the link is public. The password just set is in context until the panel closes: the server never
 *   sends it back, so this is the one time the owner sees it. Changing it (changingPassword: PUT) or turning the
 *   link off (confirmingDisable -> disabling: DELETE) locks out whoever had the old one. What the link shows
 *   and its expiry are saved in savingChoices (PATCH); refreshing reads the settings again (how often guests
 *   opened the link), keeping the password shown.
 * A refused save goes back where it came from with the reason and the typed password kept.
 */
import { assign, setup } from 'xstate';
import type { ShareSettings, UpdateShare } from '../../../api-contract/share.ts';
import { isUnavailableError, type AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith, showUnavailable } from '../../shared/failure.ts';
import { meetingShareActors, type SavedShare } from './actors.ts';

// The failure an invoke's onError carries, for the named actions and guards that read it.
export type MeetingShareContext = {
  meetingId: string;
  settings: ShareSettings | null;
  /** The password just set, shown once. */
  password: string | null;
  /** What the owner typed (empty for a generated password), kept when saving fails. */
  draft: string;
  /** The choices being saved, kept when saving fails. */
  changes: UpdateShare | null;
  failure: AppError | null;
};

export type MeetingShareEvent =
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.retry' }
  /** null: generate one. */
  | { type: 'share.enable'; password: string | null }
  | { type: 'password.change'; password: string | null }
  | { type: 'choices.save'; changes: UpdateShare }
  | { type: 'share.refresh' }
  | { type: 'share.disable' }
  | { type: 'disable.confirm' }
  | { type: 'disable.cancel' };

const saveInput = ({ context }: { context: MeetingShareContext }) => ({
  meetingId: context.meetingId,
  password: context.draft === '' ? null : context.draft,
});

export const meetingShareMachine = setup({
  types: {
    context: {} as MeetingShareContext,
    events: {} as MeetingShareEvent,
    input: {} as { meetingId: string },
  },
  actors: meetingShareActors,
  guards: {
    isOn: (_, settings: ShareSettings) => settings.enabled,
    unavailable: (_, error: unknown) => isUnavailableError(error),
  },
  actions: {
    takeDraft: assign((_, password: string | null) => ({ draft: password ?? '', failure: null })),
    takeSaved: assign((_, saved: SavedShare) => ({
      settings: saved.settings,
      password: saved.password,
      draft: '',
      failure: null,
    })),
    takeSettings: assign((_, settings: ShareSettings) => ({ settings, password: null, failure: null })),
    takeChanges: assign((_, changes: UpdateShare) => ({ changes, failure: null })),
    /** Saved or read again while on: the password just set stays shown. */
    takeCurrent: assign((_, settings: ShareSettings) => ({ settings, changes: null, failure: null })),
    fail: failWith('request'),
    showUnavailable: showUnavailable(),
    clearFailure: clearFailure(),
    forget: assign({ settings: null, password: null, draft: '', changes: null, failure: null }),
  },
}).createMachine({
  id: 'meetingShare',
  description: 'Compartilhar a reunião por link público com senha, escolhas e validade',
  meta: {
    events: {
      'share.open': 'Painel de compartilhamento aberto',
      'share.close': 'Painel de compartilhamento fechado',
      'share.retry': 'Pessoa pediu para carregar de novo',
      'share.enable': 'Pessoa pediu para ativar o link público',
      'password.change': 'Pessoa pediu para trocar a senha do link',
      'choices.save': 'Pessoa pediu para salvar o que o link mostra',
      'share.refresh': 'Pessoa pediu para atualizar os acessos ao link',
      'share.disable': 'Pessoa pediu para desativar o link',
      'disable.confirm': 'Pessoa confirmou a desativação do link',
      'disable.cancel': 'Pessoa desistiu de desativar o link',
      'xstate.done.actor.loadShare': 'Servidor enviou o compartilhamento',
      'xstate.error.actor.loadShare': 'Carregar o compartilhamento falhou',
      'xstate.done.actor.enableShare': 'Servidor ativou o link público',
      'xstate.error.actor.enableShare': 'Ativar o link público falhou',
      'xstate.done.actor.saveChoices': 'Servidor salvou as escolhas do link',
      'xstate.error.actor.saveChoices': 'Salvar as escolhas do link falhou',
      'xstate.done.actor.refreshShare': 'Servidor enviou os acessos ao link',
      'xstate.error.actor.refreshShare': 'Atualizar os acessos ao link falhou',
      'xstate.done.actor.changePassword': 'Servidor trocou a senha do link',
      'xstate.error.actor.changePassword': 'Trocar a senha do link falhou',
      'xstate.done.actor.disableShare': 'Servidor desativou o link público',
      'xstate.error.actor.disableShare': 'Desativar o link público falhou',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    settings: null,
    password: null,
    draft: '',
    changes: null,
    failure: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Painel fechado: nada foi pedido ao servidor',
      on: { 'share.open': { target: 'loading' } },
    },
    loading: {
      description: 'Carregando o compartilhamento da reunião',
      tags: ['busy'],
      invoke: {
        id: 'loadShare',
        src: 'loadShare',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'on',
            actions: { type: 'takeSettings', params: ({ event }) => event.output },
          },
          { target: 'off', actions: { type: 'takeSettings', params: ({ event }) => event.output } },
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
      description: 'O servidor não oferece links públicos: o painel diz que o recurso não está disponível',
      tags: ['unavailable'],
      on: { 'share.close': { target: 'closed', actions: 'forget' } },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'share.retry': { target: 'loading' }, 'share.close': { target: 'closed', actions: 'forget' } },
    },
    off: {
      description: 'Link público desativado: dá para ativar com senha digitada ou gerada',
      on: {
        'share.enable': {
          target: 'enabling',
          actions: { type: 'takeDraft', params: ({ event }) => event.password },
        },
        'share.close': { target: 'closed', actions: 'forget' },
      },
    },
    enabling: {
      description: 'Ativando o link público com a senha escolhida',
      tags: ['busy'],
      invoke: {
        id: 'enableShare',
        src: 'saveShare',
        input: saveInput,
        onDone: { target: 'on', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'off', actions: { type: 'fail', params: errorOf } },
      },
    },
    on: {
      description: 'Link público ativo: dá para trocar a senha, as escolhas ou desativar',
      on: {
        'password.change': {
          target: 'changingPassword',
          actions: { type: 'takeDraft', params: ({ event }) => event.password },
        },
        'choices.save': {
          target: 'savingChoices',
          actions: { type: 'takeChanges', params: ({ event }) => event.changes },
        },
        'share.refresh': { target: 'refreshing', actions: 'clearFailure' },
        'share.disable': { target: 'confirmingDisable', actions: 'clearFailure' },
        'share.close': { target: 'closed', actions: 'forget' },
      },
    },
    savingChoices: {
      description: 'Salvando o que o link mostra e a validade',
      tags: ['busy'],
      invoke: {
        id: 'saveChoices',
        src: 'saveChoices',
        input: ({ context }) => ({ meetingId: context.meetingId, changes: context.changes! }),
        onDone: { target: 'on', actions: { type: 'takeCurrent', params: ({ event }) => event.output } },
        onError: { target: 'on', actions: { type: 'fail', params: errorOf } },
      },
    },
    refreshing: {
      description: 'Lendo de novo quantas vezes o link foi aberto',
      tags: ['busy'],
      invoke: {
        id: 'refreshShare',
        src: 'loadShare',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'on',
            actions: { type: 'takeCurrent', params: ({ event }) => event.output },
          },
          // Turned off meanwhile (another tab, an administrator).
          { target: 'off', actions: { type: 'takeSettings', params: ({ event }) => event.output } },
        ],
        onError: { target: 'on', actions: { type: 'fail', params: errorOf } },
      },
    },
    changingPassword: {
      description: 'Trocando a senha do link',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'saveShare',
        input: saveInput,
        onDone: { target: 'on', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'on', actions: { type: 'fail', params: errorOf } },
      },
    },
    confirmingDisable: {
      description: 'Perguntando se a pessoa quer mesmo desativar o link',
      on: { 'disable.confirm': { target: 'disabling' }, 'disable.cancel': { target: 'on' } },
    },
    disabling: {
      description: 'Desativando o link público',
      tags: ['busy'],
      invoke: {
        id: 'disableShare',
        src: 'disableShare',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'off', actions: { type: 'takeSettings', params: ({ event }) => event.output } },
        onError: { target: 'on', actions: { type: 'fail', params: errorOf } },
      },
    },
  },
});
