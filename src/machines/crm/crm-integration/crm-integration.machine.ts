/*
 * One CRM's card on the integrations page (HubSpot, RD Station CRM or Pipedrive), for the signed-in user.
 * - loading: GET /api/users/integrations/{provider}; loadFailed says why and can retry.
 * - disconnected: the user types a key and connects (connecting: PATCH with the key). The server checks it
 *   with the provider; a refusal comes back here with the reason and the typed key kept (draft).
 * - connected: the key shows masked. Removing asks first (confirmingRemove), then removing: PATCH null;
 *   a failure stays connected with the reason.
 */
import { assign, setup } from 'xstate';
import type { CrmIntegration, CrmProvider } from '../../../api-contract/crm.ts';
import type { AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { crmIntegrationActors } from './actors.ts';

export type CrmIntegrationContext = {
  provider: CrmProvider;
  integration: CrmIntegration | null;
  /** The key as typed, kept when the provider or the server refuses it; empty once connected. */
  draft: string;
  failure: AppError | null;
};

export type CrmIntegrationEvent =
  | { type: 'retry' }
  | { type: 'key.submit'; key: string }
  | { type: 'remove' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

export const crmIntegrationMachine = setup({
  types: {
    context: {} as CrmIntegrationContext,
    events: {} as CrmIntegrationEvent,
    input: {} as { provider: CrmProvider },
  },
  actors: crmIntegrationActors,
  guards: {
    isConnected: (_, integration: CrmIntegration) => integration.connected,
    hasKey: (_, key: string) => key.trim() !== '',
  },
  actions: {
    takeDraft: assign((_, key: string) => ({ draft: key, failure: null })),
    takeIntegration: assign((_, integration: CrmIntegration) => ({ integration, draft: '', failure: null })),
    fail: failWith('request'),
    clearFailure: clearFailure(),
  },
}).createMachine({
  id: 'crmIntegration',
  description: 'Integração da pessoa com um CRM (HubSpot, RD Station CRM ou Pipedrive)',
  meta: {
    events: {
      'xstate.done.actor.loadIntegration': 'Integração com o CRM carregada',
      'xstate.error.actor.loadIntegration': 'Carregamento da integração falhou',
      retry: 'Pediu para carregar a integração de novo',
      'key.submit': 'Chave do CRM enviada para conectar',
      'xstate.done.actor.connect': 'CRM conectado com a chave',
      'xstate.error.actor.connect': 'Chave do CRM recusada',
      remove: 'Pediu para remover a integração',
      'remove.confirm': 'Remoção da integração confirmada',
      'remove.cancel': 'Remoção da integração cancelada',
      'xstate.done.actor.remove': 'Integração com o CRM removida',
      'xstate.error.actor.remove': 'Remoção da integração falhou',
    },
  },
  context: ({ input }) => ({ provider: input.provider, integration: null, draft: '', failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Carregando a integração com o CRM',
      tags: ['busy'],
      invoke: {
        id: 'loadIntegration',
        src: 'loadIntegration',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: [
          {
            guard: { type: 'isConnected', params: ({ event }) => event.output },
            target: 'connected',
            actions: { type: 'takeIntegration', params: ({ event }) => event.output },
          },
          {
            target: 'disconnected',
            actions: { type: 'takeIntegration', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar a integração: deixa tentar de novo',
      tags: ['error'],
      on: { retry: { target: 'loading' } },
    },
    disconnected: {
      description: 'CRM não conectado: esperando a pessoa digitar a chave',
      on: {
        'key.submit': {
          guard: { type: 'hasKey', params: ({ event }) => event.key },
          target: 'connecting',
          actions: { type: 'takeDraft', params: ({ event }) => event.key },
        },
      },
    },
    connecting: {
      description: 'Conferindo a chave com o CRM e salvando',
      tags: ['busy'],
      invoke: {
        id: 'connect',
        src: 'saveKey',
        input: ({ context }) => ({ provider: context.provider, key: context.draft.trim() }),
        onDone: {
          target: 'connected',
          actions: { type: 'takeIntegration', params: ({ event }) => event.output },
        },
        onError: { target: 'disconnected', actions: { type: 'fail', params: errorOf } },
      },
    },
    connected: {
      description: 'CRM conectado: mostra a chave mascarada',
      on: { remove: { target: 'confirmingRemove', actions: 'clearFailure' } },
    },
    confirmingRemove: {
      description: 'Perguntando se a pessoa quer mesmo remover a integração',
      on: { 'remove.confirm': { target: 'removing' }, 'remove.cancel': { target: 'connected' } },
    },
    removing: {
      description: 'Removendo a integração com o CRM',
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'saveKey',
        input: ({ context }) => ({ provider: context.provider, key: null }),
        onDone: {
          target: 'disconnected',
          actions: { type: 'takeIntegration', params: ({ event }) => event.output },
        },
        onError: { target: 'connected', actions: { type: 'fail', params: errorOf } },
      },
    },
  },
});
