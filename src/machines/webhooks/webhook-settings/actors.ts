import { fromPromise } from 'xstate';
import type {
  WebhookBody,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../api-contract/webhook.ts';
import { getWebhook, saveWebhook, testWebhook } from '../../../services/webhooks/webhook.ts';

export const webhookSettingsActors = {
  loadWebhook: fromPromise<WebhookIntegration>(({ signal }) => getWebhook({ signal })),
  saveWebhook: fromPromise<WebhookSaved, WebhookBody>(({ input, signal }) => saveWebhook(input, { signal })),
  testWebhook: fromPromise<WebhookTestResult>(({ signal }) => testWebhook({ signal })),
};
