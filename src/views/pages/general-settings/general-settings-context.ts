import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { generalSettingsMachine } from '../../../machines/general-settings/general-settings.machine.ts';

/** The /config/general page's actor; tests pass `logic={generalSettingsMachine.provide(...)}` to its Provider. */
export const GeneralSettingsContext = createActorContext(generalSettingsMachine, { inspect: actorRecorder });
