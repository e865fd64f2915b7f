import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { expect, it } from 'vitest';
import type { webhookSettingsActors } from '../../../src/machines/webhooks/webhook-settings/actors.ts';
import { webhookSettingsMachine } from '../../../src/machines/webhooks/webhook-settings/webhook-settings.machine.ts';
import type {
  WebhookBody,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../src/api-contract/webhook.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { configuredWebhook, noWebhook, pingResult, savedWithSecret } from './webhook-settings.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = <T, I = NonReducibleUnknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const refusal = new HttpError(400, 'Bad Request', {
  body: {
    status: 400,
    title: 'Bad Request',
    message: 'Este endereço é de uma rede privada ou reservada e não pode receber o webhook.',
  },
});

// Invoke ids: the three PATCHes and the refresh share two actors under their own ids.
const fixtures = {
  loadWebhook: { done: [configuredWebhook], error: [new HttpError(500, 'Internal Server Error')] },
  saveWebhook: { done: [savedWithSecret], error: [refusal] },
  testWebhook: { done: [pingResult], error: [new HttpError(429, 'Too Many Requests')] },
  regenerateSecret: { done: [savedWithSecret], error: [new HttpError(500, 'Internal Server Error')] },
  removeWebhook: {
    done: [{ ...noWebhook, secret: null }],
    error: [new HttpError(500, 'Internal Server Error')],
  },
  refreshWebhook: { done: [configuredWebhook], error: [new HttpError(503, 'Service Unavailable')] },
} satisfies ActorFixtures<typeof webhookSettingsActors> &
  Record<string, { done: unknown[]; error: unknown[] }>;

it('webhook settings: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'webhookSettings',
    machine: webhookSettingsMachine,
    sut: webhookSettingsMachine.provide({
      actors: {
        loadWebhook: never<WebhookIntegration>(),
        saveWebhook: never<WebhookSaved, WebhookBody>(),
        testWebhook: never<WebhookTestResult>(),
      },
    }),
    userEvents: [
      { type: 'webhook.retry' },
      // The form's refusal, typing, and the URL as the form hands it (trimmed, one the server accepts).
      { type: 'url.refused', reason: 'integrations:webhook.problems.notHttps' },
      { type: 'url.edit' },
      { type: 'webhook.save', url: 'https://hooks.exemplo.com.br/novo' },
      { type: 'webhook.regenerate' },
      { type: 'webhook.remove' },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      { type: 'webhook.test' },
      { type: 'deliveries.refresh' },
      { type: 'secret.dismiss' },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => expect(actual.context.loadFailure).not.toBeNull(),
      'ready.idle': (actual) => expect(actual.context.integration).not.toBeNull(),
      'ready.saving': (actual) => expect(actual.context.saveFailure).toBeNull(),
      'ready.testing': (actual) => expect(actual.context.testResult).toBeNull(),
      'ready.confirmingRemoval': (actual) => expect(actual.context.integration?.webHook).not.toBeNull(),
    },
  });
}, 120_000);
