import { BotConfigContext } from './bot-config-context.ts';
import { BotConfigScreen } from './BotConfigScreen.tsx';

export default function BotConfigPage() {
  return (
    <BotConfigContext.Provider>
      <BotConfigScreen />
    </BotConfigContext.Provider>
  );
}
