import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { generalSettingsMachine } from '../../../machines/settings/general-settings/general-settings.machine.ts';

/** The /config/general page's actor; tests pass `logic={generalSettingsMachine.provide(...)}` to its Provider. */
export const GeneralSettingsContext = recordedActorContext(generalSettingsMachine);
