import type {
  WebhookDelivery,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../src/api-contract/webhook.ts';

/** Shared by the webhook section's transition, model and view tests. */
export const deliveredPing: WebhookDelivery = {
  id: '3f0c8a52-2b1e-4b4e-9d3c-6a7f1e2d4c11',
  event: 'ping',
  meetingId: null,
  meetingTitle: null,
  status: 'delivered',
  attempts: 1,
  lastHttpStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-03-02T12:00:00.000Z',
  deliveredAt: '2026-03-02T12:00:00.000Z',
};

export const retryingMeeting: WebhookDelivery = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  event: 'meeting.done',
  meetingId: '5c8e7d6f-1a2b-4c3d-9e8f-7a6b5c4d3e2f',
  meetingTitle: 'Demonstração Acme',
  status: 'pending',
  attempts: 2,
  lastHttpStatus: 503,
  lastError: 'hooks.exemplo.com.br respondeu com o código 503.',
  nextAttemptAt: '2026-03-02T12:06:00.000Z',
  createdAt: '2026-03-02T12:00:00.000Z',
  deliveredAt: null,
};

export const noWebhook: WebhookIntegration = {
  integrationType: 'webhook',
  webHook: null,
  hasSecret: false,
  deliveries: [],
};

export const configuredWebhook: WebhookIntegration = {
  integrationType: 'webhook',
  webHook: 'https://hooks.exemplo.com.br/pauta',
  hasSecret: true,
  deliveries: [retryingMeeting],
};

export const savedWithSecret: WebhookSaved = {
  ...configuredWebhook,
  secret: 'whsec_q8P3m1Zr0sVb7Xn2Lc5Kd9Ty4Wf6Hj1Ga3Se8Ru0Io2',
};

export const pingResult: WebhookTestResult = { delivery: deliveredPing };
