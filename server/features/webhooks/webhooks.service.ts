import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { isRefusedAsWritten, type DestinationPolicy } from './address-guard.ts';
import { newWebhookSecret } from './signature.ts';
import {
  webhookDeliveriesShown,
  type WebhookBody,
  type WebhookIntegration,
  type WebhookSaved,
  type WebhookTestResult,
} from '../../../src/api-contract/webhook.ts';
import type { Caller } from '../caller.ts';
import type { MeetingFollowUp } from '../insights/follow-ups.ts';
import type { Store } from '../store.ts';
import { removedMessage, secretContextOf, type WebhookDeliveries } from './webhook-deliveries.ts';
import { meetingDoneBody, pingBody } from './webhook-events.ts';

/**
 * Each user's webhook (`/api/users/integrations/webhook`): its URL and signing secret, the test ping, and
 * the `meeting.done` follow-up that queues an event for the meeting's owner. Only the caller's own webhook
 * is ever read or written: there is no way to name someone else's.
 */
export function createWebhooksService(deps: {
  store: Pick<Store, 'webhooks' | 'meetings' | 'answers' | 'enrichment'>;
  secrets: SecretBox;
  deliveries: WebhookDeliveries;
  publicUrl: string;
  /** Whether a URL naming this machine may be saved (WEBHOOK_ALLOW_LOOPBACK); private networks never are. */
  destinations: DestinationPolicy;
  now: () => Date;
}) {
  const { store, now } = deps;

  async function read(caller: Caller): Promise<WebhookIntegration> {
    const hook = await store.webhooks.find(caller.userId);
    return {
      integrationType: 'webhook',
      webHook: hook?.url ?? null,
      hasSecret: Boolean(hook),
      deliveries: await store.webhooks.recentDeliveries(caller.userId, webhookDeliveriesShown),
    };
  }

  return {
    read,

    /**
     * Saves or removes the URL (the schema already refused what is not https, or http off localhost). A URL
     * whose host is refused as written (a private or reserved IP, this machine where loopback is not allowed)
     * is refused; a name is not resolved here (a refusal would tell which internal names exist): the sender
     * checks where it resolves at every attempt. The first URL, or `regenerateSecret`, makes a new secret,
     * answered this once and stored sealed.
     */
    async save(
      caller: Caller,
      body: { webHook: string | null } & Pick<WebhookBody, 'regenerateSecret'>,
    ): Promise<WebhookSaved> {
      if (body.webHook === null) {
        await store.webhooks.remove(caller.userId, removedMessage);
        return { ...(await read(caller)), secret: null };
      }
      if (isRefusedAsWritten(new URL(body.webHook), deps.destinations)) {
        throw new DomainError('webhook-private-address');
      }
      const existing = await store.webhooks.find(caller.userId);
      const secret = !existing || body.regenerateSecret ? newWebhookSecret() : null;
      const sealed = secret
        ? await deps.secrets.seal(secret, secretContextOf(caller.userId))
        : (existing?.secretSealed ?? '');
      await store.webhooks.save(caller.userId, body.webHook, sealed);
      return { ...(await read(caller)), secret };
    },

    /** "Enviar teste": a `ping` sent at once, one attempt; the answer is that delivery as it ended. */
    async test(caller: Caller): Promise<WebhookTestResult> {
      if (!(await store.webhooks.find(caller.userId))) throw new DomainError('webhook-missing');
      const id = randomUUID();
      const at = now();
      await store.webhooks.addDelivery({
        id,
        userId: caller.userId,
        meetingId: null,
        event: 'ping',
        body: pingBody(id, at),
        nextAttemptAt: at,
      });
      await deps.deliveries.sendNow(id);
      const delivery = await store.webhooks.delivery(id);
      if (!delivery) throw new Error(`webhook delivery ${id} vanished`);
      return { delivery };
    },

    /** `meeting.done` to the owner's webhook: a delivery row, whose first attempt is a job queued now. */
    followUp: {
      name: 'webhook',
      source: 'webhook',
      label: 'Webhook',
      async run(meetingId) {
        const meeting = await store.meetings.find(meetingId);
        if (!meeting || !(await store.webhooks.find(meeting.owner_id))) return;
        const id = randomUUID();
        const at = now();
        const body = meetingDoneBody({
          id,
          createdAt: at,
          meeting,
          enrichment: await store.enrichment.find(meetingId),
          answers: meeting.template_id ? await store.answers.find(meetingId, meeting.template_id) : undefined,
          publicUrl: deps.publicUrl,
        });
        await store.webhooks.addDelivery({
          id,
          userId: meeting.owner_id,
          meetingId,
          event: 'meeting.done',
          body,
          nextAttemptAt: at,
        });
        await deps.deliveries.queueFirstAttempt({ id, meetingId });
      },
    } satisfies MeetingFollowUp,
  };
}
