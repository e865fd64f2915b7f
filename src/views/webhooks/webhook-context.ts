import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { webhookSettingsMachine } from '../../machines/webhooks/webhook-settings/webhook-settings.machine.ts';

/** The webhook section's actor; tests pass `logic={webhookSettingsMachine.provide(...)}` to its Provider. */
export const WebhookContext = recordedActorContext(webhookSettingsMachine);
