import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../../devtools/inspector/recorder.ts';
import { webhookSettingsMachine } from '../../../../machines/webhook-settings/webhook-settings.machine.ts';

/** The webhook section's actor; tests pass `logic={webhookSettingsMachine.provide(...)}` to its Provider. */
export const WebhookContext = createActorContext(webhookSettingsMachine, { inspect: actorRecorder });
