import { SettingsNav } from '../../layouts/SettingsNav.tsx';
import { VocabularySection } from '../../vocabulary/VocabularySection.tsx';
import { GeneralSettingsContext } from './general-settings-context.ts';
import { GeneralSettingsScreen } from './GeneralSettingsScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import generalSettings from '../../../i18n/resources/pt-BR/generalSettings.ts';
import vocabulary from '../../../i18n/resources/pt-BR/vocabulary.ts';

/** /config/general: importMeeting, emailMeeting and the default template, each explained; the company vocabulary. */
export default function GeneralSettingsPage() {
  usePageTexts({ generalSettings, vocabulary });
  return (
    <>
      <SettingsNav />
      <GeneralSettingsContext.Provider>
        <GeneralSettingsScreen />
      </GeneralSettingsContext.Provider>
      {/* The settings page everyone opens: any user of the company may edit its words (spec section 1). */}
      <div css={{ maxWidth: 760, margin: '0 auto', padding: '0 16px 16px' }}>
        <VocabularySection />
      </div>
    </>
  );
}
