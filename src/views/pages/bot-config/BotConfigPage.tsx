import { SettingsNav } from '../../layouts/SettingsNav.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { BotConfigScreen } from './BotConfigScreen.tsx';

export default function BotConfigPage() {
  return (
    <>
      <SettingsNav />
      <BotConfigContext.Provider>
        <BotConfigScreen />
      </BotConfigContext.Provider>
    </>
  );
}
