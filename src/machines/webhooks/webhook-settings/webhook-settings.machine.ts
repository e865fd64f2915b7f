/*
 * The webhook section of /config/integrations (issue 11), for the signed-in user's own webhook.
 * - loading: GET /api/users/integrations/webhook; loadFailed says why and can retry.
 * - ready.idle: the form holds the URL as typed. webhook.save brings it as the form checked it
 *   (webhook-form-schema.ts: trimmed, one the server accepts): saving (PATCH). url.refused is the form's
 *   refusal, said under the field like the server's; url.edit (typing) clears what was said. Renewing the
 *   secret, removing and testing need a saved webhook. Saved: the answer's secret, the one time there is one,
 *   is kept to show with a copy button until dismissed; the stored URL goes back to the field (`url.stored`).
 * - regenerating: PATCH with regenerateSecret ("Gerar novo segredo"), a new secret to show.
 * - confirmingRemoval -> removing: PATCH null; the draft empties.
 * - testing: POST .../test, the ping's delivery is the test result and heads the deliveries list.
 * - refreshing: GET again for the deliveries' latest statuses (retries happen on the server's clock).
 * - Every failure comes back to idle with the reason and what was typed kept.
 */
import { assign, emit, setup } from 'xstate';
import type {
  WebhookDelivery,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../api-contract/webhook.ts';
import { appError, describeError, type AppError, type ErrorKey } from '../../../services/errors.ts';
import { errorOf } from '../../shared/failure.ts';
import { webhookSettingsActors } from './actors.ts';

export type WebhookSettingsContext = {
  integration: WebhookIntegration | null;
  /** The URL the form starts from (the stored one), then the one being saved. */
  draft: string;
  /** The signing secret just created, shown once; null once dismissed or never made. */
  secret: string | null;
  /** The last ping's delivery, as "Enviar teste" reports it. */
  testResult: WebhookDelivery | null;
  loadFailure: AppError | null;
  /** Why the URL was not saved (or the secret not renewed, or the webhook not removed). */
  saveFailure: AppError | null;
  /** Why the ping could not be asked for (the ping's own failure is in testResult). */
  testFailure: AppError | null;
};

export type WebhookSettingsEvent =
  | { type: 'webhook.retry' }
  /** The URL is being typed: what was said about the last save no longer holds. */
  | { type: 'url.edit' }
  /** The form refused what was typed; `reason` is its message's i18n key. */
  | { type: 'url.refused'; reason: ErrorKey }
  /** The URL as the form hands it: trimmed, one the server accepts. */
  | { type: 'webhook.save'; url: string }
  | { type: 'webhook.regenerate' }
  | { type: 'webhook.remove' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'webhook.test' }
  | { type: 'deliveries.refresh' }
  | { type: 'secret.dismiss' };

/** The URL as the server now stores it, after a save, a new secret or a removal: the field shows it. */
export type WebhookSettingsEmitted = { type: 'url.stored'; url: string };

export const webhookSettingsMachine = setup({
  types: {
    context: {} as WebhookSettingsContext,
    events: {} as WebhookSettingsEvent,
    emitted: {} as WebhookSettingsEmitted,
  },
  actors: webhookSettingsActors,
  guards: {
    hasWebhook: ({ context }) => Boolean(context.integration?.webHook),
  },
  actions: {
    takeLoaded: assign((_, integration: WebhookIntegration) => ({
      integration,
      draft: integration.webHook ?? '',
      loadFailure: null,
    })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    clearSaveFailure: assign({ saveFailure: null }),
    refuseUrl: assign((_, reason: ErrorKey) => ({ saveFailure: appError(reason) })),
    startSave: assign((_, url: string) => ({ draft: url, saveFailure: null, testFailure: null })),
    startWrite: assign({ saveFailure: null, testFailure: null }),
    takeSaved: assign(({ context }, saved: WebhookSaved) => {
      const { secret, ...integration } = saved;
      return { integration, draft: integration.webHook ?? '', secret: secret ?? context.secret };
    }),
    announceStoredUrl: emit(({ context }) => ({ type: 'url.stored' as const, url: context.draft })),
    forgetSecret: assign({ secret: null }),
    failSave: assign((_, error: unknown) => ({ saveFailure: describeError(error, 'request') })),
    startTest: assign({ testResult: null, testFailure: null, saveFailure: null }),
    takeTest: assign(({ context }, result: WebhookTestResult) => ({
      testResult: result.delivery,
      integration: context.integration && {
        ...context.integration,
        deliveries: [
          result.delivery,
          ...context.integration.deliveries.filter((delivery) => delivery.id !== result.delivery.id),
        ],
      },
    })),
    // The test ping is an extension: a server without it says so.
    failTest: assign((_, error: unknown) => ({ testFailure: describeError(error, 'extension') })),
    takeRefreshed: assign((_, integration: WebhookIntegration) => ({ integration })),
  },
}).createMachine({
  id: 'webhookSettings',
  description: 'Webhook da pessoa: URL, segredo de assinatura, teste e entregas recentes',
  meta: {
    events: {
      'webhook.retry': 'Pessoa pediu para carregar o webhook de novo',
      'url.edit': 'Pessoa alterou a URL do webhook',
      'url.refused': 'Formulário recusou a URL digitada',
      'webhook.save': 'Pessoa pediu para salvar a URL',
      'webhook.regenerate': 'Pessoa pediu um novo segredo de assinatura',
      'webhook.remove': 'Pessoa pediu para remover o webhook',
      'removal.confirm': 'Pessoa confirmou a remoção do webhook',
      'removal.cancel': 'Pessoa desistiu de remover o webhook',
      'webhook.test': 'Pessoa pediu para enviar um teste',
      'deliveries.refresh': 'Pessoa pediu para atualizar as entregas',
      'secret.dismiss': 'Pessoa disse que já guardou o segredo',
      'xstate.done.actor.loadWebhook': 'Servidor enviou o webhook e as entregas',
      'xstate.error.actor.loadWebhook': 'Carregar o webhook falhou',
      'xstate.done.actor.saveWebhook': 'Servidor salvou a URL do webhook',
      'xstate.error.actor.saveWebhook': 'Salvar a URL do webhook falhou',
      'xstate.done.actor.regenerateSecret': 'Servidor gerou um novo segredo',
      'xstate.error.actor.regenerateSecret': 'Gerar um novo segredo falhou',
      'xstate.done.actor.removeWebhook': 'Servidor removeu o webhook',
      'xstate.error.actor.removeWebhook': 'Remover o webhook falhou',
      'xstate.done.actor.testWebhook': 'Servidor enviou o teste e disse o resultado',
      'xstate.error.actor.testWebhook': 'Pedir o envio do teste falhou',
      'xstate.done.actor.refreshWebhook': 'Servidor enviou as entregas atualizadas',
      'xstate.error.actor.refreshWebhook': 'Atualizar as entregas falhou',
    },
  },
  context: {
    integration: null,
    draft: '',
    secret: null,
    testResult: null,
    loadFailure: null,
    saveFailure: null,
    testFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Carregando o webhook e as entregas recentes',
      tags: ['busy'],
      invoke: {
        id: 'loadWebhook',
        src: 'loadWebhook',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'webhook.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Webhook na tela: URL, segredo, teste e entregas',
      initial: 'idle',
      states: {
        idle: {
          description: 'Esperando a pessoa editar, salvar, testar ou remover o webhook',
          on: {
            'url.edit': { actions: 'clearSaveFailure' },
            'url.refused': { actions: { type: 'refuseUrl', params: ({ event }) => event.reason } },
            'webhook.save': {
              target: 'saving',
              actions: { type: 'startSave', params: ({ event }) => event.url },
            },
            'webhook.regenerate': { guard: 'hasWebhook', target: 'regenerating', actions: 'startWrite' },
            'webhook.remove': { guard: 'hasWebhook', target: 'confirmingRemoval', actions: 'startWrite' },
            'webhook.test': { guard: 'hasWebhook', target: 'testing', actions: 'startTest' },
            'deliveries.refresh': { target: 'refreshing' },
            'secret.dismiss': { actions: 'forgetSecret' },
          },
        },
        confirmingRemoval: {
          description: 'Perguntando se a pessoa quer mesmo remover o webhook',
          on: {
            'removal.confirm': { target: 'removing' },
            'removal.cancel': { target: 'idle' },
          },
        },
        saving: {
          description: 'Salvando a URL do webhook',
          tags: ['busy'],
          invoke: {
            id: 'saveWebhook',
            src: 'saveWebhook',
            input: ({ context }) => ({ webHook: context.draft }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'takeSaved', params: ({ event }) => event.output }, 'announceStoredUrl'],
            },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        regenerating: {
          description: 'Gerando um novo segredo de assinatura',
          tags: ['busy'],
          invoke: {
            id: 'regenerateSecret',
            src: 'saveWebhook',
            input: ({ context }) => ({
              webHook: context.integration?.webHook ?? null,
              regenerateSecret: true,
            }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'takeSaved', params: ({ event }) => event.output }, 'announceStoredUrl'],
            },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        removing: {
          description: 'Removendo o webhook',
          tags: ['busy'],
          invoke: {
            id: 'removeWebhook',
            src: 'saveWebhook',
            input: () => ({ webHook: null }),
            onDone: {
              target: 'idle',
              actions: [
                'forgetSecret',
                { type: 'takeSaved', params: ({ event }) => event.output },
                'announceStoredUrl',
              ],
            },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        testing: {
          description: 'Enviando um evento de teste para a URL',
          tags: ['busy'],
          invoke: {
            id: 'testWebhook',
            src: 'testWebhook',
            onDone: { target: 'idle', actions: { type: 'takeTest', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failTest', params: errorOf } },
          },
        },
        refreshing: {
          description: 'Lendo de novo o estado das entregas recentes',
          tags: ['busy'],
          invoke: {
            id: 'refreshWebhook',
            src: 'loadWebhook',
            onDone: {
              target: 'idle',
              actions: { type: 'takeRefreshed', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failTest', params: errorOf } },
          },
        },
      },
    },
  },
});
