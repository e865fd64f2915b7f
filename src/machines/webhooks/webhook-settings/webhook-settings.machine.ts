/*
 * The webhook section of /config/integrations (issue 11), for the signed-in user's own webhook.
 * - loading: GET /api/users/integrations/webhook; loadFailed says why and can retry.
 * - ready.idle: the URL as typed (`draft`). Renewing the secret, removing and testing need a saved webhook. webhook.save is refused here, without a request, when the URL
 *   is empty or not one the server accepts (src/domain/webhook-url.ts); else saving (PATCH). Saved: the
 *   answer's secret, the one time there is one, is kept to show with a copy button until dismissed.
 * - regenerating: PATCH with regenerateSecret ("Gerar novo segredo"), a new secret to show.
 * - confirmingRemoval -> removing: PATCH null; the draft empties.
 * - testing: POST .../test, the ping's delivery is the test result and heads the deliveries list.
 * - refreshing: GET again for the deliveries' latest statuses (retries happen on the server's clock).
 * - Every failure comes back to idle with the reason and what was typed kept.
 */
import { assign, setup } from 'xstate';
import { webhookUrlProblem } from '../../../domain/webhook-url.ts';
import type {
  WebhookDelivery,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../api-contract/webhook.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { errorOf } from '../../shared/failure.ts';
import { webhookSettingsActors } from './actors.ts';

export type WebhookSettingsContext = {
  integration: WebhookIntegration | null;
  /** The URL as typed; kept when it is refused. */
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
  | { type: 'url.change'; url: string }
  | { type: 'webhook.save' }
  | { type: 'webhook.regenerate' }
  | { type: 'webhook.remove' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'webhook.test' }
  | { type: 'deliveries.refresh' }
  | { type: 'secret.dismiss' };

export const webhookSettingsMachine = setup({
  types: { context: {} as WebhookSettingsContext, events: {} as WebhookSettingsEvent },
  actors: webhookSettingsActors,
  guards: {
    isEmpty: ({ context }) => context.draft.trim() === '',
    isRefused: ({ context }) => webhookUrlProblem(context.draft.trim()) !== null,
    hasWebhook: ({ context }) => Boolean(context.integration?.webHook),
  },
  actions: {
    takeLoaded: assign((_, integration: WebhookIntegration) => ({
      integration,
      draft: integration.webHook ?? '',
      loadFailure: null,
    })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    takeDraft: assign((_, url: string) => ({ draft: url, saveFailure: null })),
    refuseEmpty: assign({ saveFailure: () => appError('integrations:webhook.problems.empty') }),
    refuseUrl: assign(({ context }) => ({
      saveFailure: appError(`integrations:webhook.problems.${webhookUrlProblem(context.draft.trim())}`),
    })),
    startWrite: assign({ saveFailure: null, testFailure: null }),
    takeSaved: assign(({ context }, saved: WebhookSaved) => {
      const { secret, ...integration } = saved;
      return { integration, draft: integration.webHook ?? '', secret: secret ?? context.secret };
    }),
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
    failTest: assign((_, error: unknown) => ({ testFailure: describeError(error, 'request') })),
    takeRefreshed: assign((_, integration: WebhookIntegration) => ({ integration })),
  },
}).createMachine({
  id: 'webhookSettings',
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
      tags: ['busy'],
      invoke: {
        id: 'loadWebhook',
        src: 'loadWebhook',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'webhook.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'url.change': { actions: { type: 'takeDraft', params: ({ event }) => event.url } },
            'webhook.save': [
              { guard: 'isEmpty', actions: 'refuseEmpty' },
              { guard: 'isRefused', actions: 'refuseUrl' },
              { target: 'saving', actions: 'startWrite' },
            ],
            'webhook.regenerate': { guard: 'hasWebhook', target: 'regenerating', actions: 'startWrite' },
            'webhook.remove': { guard: 'hasWebhook', target: 'confirmingRemoval', actions: 'startWrite' },
            'webhook.test': { guard: 'hasWebhook', target: 'testing', actions: 'startTest' },
            'deliveries.refresh': { target: 'refreshing' },
            'secret.dismiss': { actions: 'forgetSecret' },
          },
        },
        confirmingRemoval: {
          on: {
            'removal.confirm': { target: 'removing' },
            'removal.cancel': { target: 'idle' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveWebhook',
            src: 'saveWebhook',
            input: ({ context }) => ({ webHook: context.draft.trim() }),
            onDone: { target: 'idle', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        regenerating: {
          tags: ['busy'],
          invoke: {
            id: 'regenerateSecret',
            src: 'saveWebhook',
            input: ({ context }) => ({
              webHook: context.integration?.webHook ?? null,
              regenerateSecret: true,
            }),
            onDone: { target: 'idle', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeWebhook',
            src: 'saveWebhook',
            input: () => ({ webHook: null }),
            onDone: {
              target: 'idle',
              actions: ['forgetSecret', { type: 'takeSaved', params: ({ event }) => event.output }],
            },
            onError: { target: 'idle', actions: { type: 'failSave', params: errorOf } },
          },
        },
        testing: {
          tags: ['busy'],
          invoke: {
            id: 'testWebhook',
            src: 'testWebhook',
            onDone: { target: 'idle', actions: { type: 'takeTest', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failTest', params: errorOf } },
          },
        },
        refreshing: {
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
