/* The signed-in user's webhook (spec section 7, issue 11): its URL, the secret shown once, the test ping. */
import { http } from '../http.ts';
import {
  webhookIntegrationSchema,
  webhookSavedSchema,
  webhookTestResultSchema,
  type WebhookBody,
  type WebhookIntegration,
  type WebhookSaved,
  type WebhookTestResult,
} from '../../api-contract/webhook.ts';

type Options = { signal?: AbortSignal };

const path = 'users/integrations/webhook';

export function getWebhook({ signal }: Options = {}): Promise<WebhookIntegration> {
  return http.getJson(path, webhookIntegrationSchema, { signal });
}

/** Saves or (webHook null) removes it; the answer carries the new secret the one time there is one. */
export function saveWebhook(body: WebhookBody, { signal }: Options = {}): Promise<WebhookSaved> {
  return http.sendJson('PATCH', path, body, webhookSavedSchema, { signal });
}

/** "Enviar teste": the server pings the webhook at once and answers how that went. */
export function testWebhook({ signal }: Options = {}): Promise<WebhookTestResult> {
  return http.sendJson('POST', `${path}/test`, {}, webhookTestResultSchema, { signal });
}
