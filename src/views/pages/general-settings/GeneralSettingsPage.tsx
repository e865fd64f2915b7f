import { GeneralSettingsContext } from './general-settings-context.ts';
import { GeneralSettingsScreen } from './GeneralSettingsScreen.tsx';

/** /config/general: importMeeting, emailMeeting and the default template, each explained. */
export default function GeneralSettingsPage() {
  return (
    <GeneralSettingsContext.Provider>
      <GeneralSettingsScreen />
    </GeneralSettingsContext.Provider>
  );
}
