import type { SnapshotFrom } from 'xstate';
import type { generalSettingsMachine } from './general-settings.machine.ts';

type GeneralSettingsSnapshot = SnapshotFrom<typeof generalSettingsMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export const selectIsLoading = (snapshot: GeneralSettingsSnapshot): boolean => snapshot.matches('loading');
/** The settings could not be loaded: the page says why and offers to try again. */
export const selectLoadFailed = (snapshot: GeneralSettingsSnapshot): boolean =>
  snapshot.matches('loadFailed');
export const selectIsSaving = (snapshot: GeneralSettingsSnapshot): boolean => snapshot.matches('saving');
export const selectWasSaved = (snapshot: GeneralSettingsSnapshot): boolean => snapshot.matches('saved');
export const selectSettings = (snapshot: GeneralSettingsSnapshot) => snapshot.context.settings;
export const selectTemplates = (snapshot: GeneralSettingsSnapshot) => snapshot.context.templates;
