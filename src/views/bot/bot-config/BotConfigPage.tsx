import { SettingsNav } from '../../layouts/SettingsNav.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { BotConfigScreen } from './BotConfigScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import botConfig from '../../../i18n/resources/pt-BR/botConfig.ts';

export default function BotConfigPage() {
  usePageTexts({ botConfig });
  return (
    <>
      <SettingsNav />
      <BotConfigContext.Provider>
        <BotConfigScreen />
      </BotConfigContext.Provider>
    </>
  );
}
