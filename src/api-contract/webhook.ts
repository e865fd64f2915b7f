/*
 * The user's webhook (spec section 7, issue 11): when one of their meetings is done the server POSTs a
 * signed JSON event to it, retrying with backoff; the page lists recent deliveries. The signing secret is
 * shown once, when created, and never again.
 */
import { z } from 'zod';
import { webhookUrlMessages, webhookUrlProblem } from '../domain/webhook-url.ts';

/**
 * Body of `PATCH /api/users/integrations/webhook`: `webHook` null or empty removes the webhook;
 * `regenerateSecret` ("Gerar novo segredo") replaces the signing secret. The first URL saved gets one.
 */
export const webhookBodySchema = z.object({
  webHook: z
    .string({ error: 'Informe a URL do webhook.' })
    .trim()
    .nullable()
    .transform((url) => (url ? url : null))
    .superRefine((url, context) => {
      const problem = url === null ? null : webhookUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: webhookUrlMessages[problem] });
    }),
  regenerateSecret: z.boolean().optional(),
});
export type WebhookBody = z.input<typeof webhookBodySchema>;

export const webhookEventSchema = z.enum(['meeting.done', 'ping']);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt refused. */
export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookDeliverySchema = z.object({
  /** The event id (X-Pauta-Event-Id), the same on every retry: the receiver's idempotency key. */
  id: z.uuid(),
  event: webhookEventSchema,
  meetingId: z.uuid().nullable(),
  meetingTitle: z.string().nullable(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int().nonnegative(),
  lastHttpStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in pt-BR. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/users/integrations/webhook`: the URL, whether a secret exists (never the secret), deliveries. */
export const webhookIntegrationSchema = z.object({
  integrationType: z.literal('webhook'),
  webHook: z.string().nullable(),
  hasSecret: z.boolean(),
  /** Newest first, at most `webhookDeliveriesShown`. */
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookIntegration = z.infer<typeof webhookIntegrationSchema>;

export const webhookDeliveriesShown = 20;

/** `PATCH .../webhook`: the integration, plus the secret when it was just created (its only showing). */
export const webhookSavedSchema = webhookIntegrationSchema.extend({ secret: z.string().nullable() });
export type WebhookSaved = z.infer<typeof webhookSavedSchema>;

/** `POST /api/users/integrations/webhook/test`: the ping's delivery, sent once, no retries. */
export const webhookTestResultSchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
