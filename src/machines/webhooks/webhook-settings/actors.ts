import { fromPromise } from 'xstate';
import type {
  WebhookBody,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../services/api/schemas/webhook.ts';
import { getWebhook, saveWebhook, testWebhook } from '../../../services/api/webhook.ts';

export const webhookSettingsActors = {
  loadWebhook: fromPromise<WebhookIntegration>(({ signal }) => getWebhook({ signal })),
  saveWebhook: fromPromise<WebhookSaved, WebhookBody>(({ input, signal }) => saveWebhook(input, { signal })),
  testWebhook: fromPromise<WebhookTestResult>(({ signal }) => testWebhook({ signal })),
};
