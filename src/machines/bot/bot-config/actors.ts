import { fromPromise } from 'xstate';
import {
  getBotConfig,
  removeBotImage,
  renameBot,
  setBotImageStatus,
  setBotPrivacyEmail,
  uploadBotImage,
} from '../../../services/bot/bot-config.ts';
import type { BotConfig, BotImageStatus } from '../../../api-contract/bot-config.ts';

/** One write to the bot config; each answers the whole config as the server stored it. */
export type BotConfigWrite =
  | { kind: 'name'; name: string }
  | { kind: 'privacyEmail'; enabled: boolean }
  | { kind: 'imageStatus'; status: BotImageStatus }
  | { kind: 'image'; file: File }
  | { kind: 'removeImage' };

function write(change: BotConfigWrite, signal: AbortSignal): Promise<BotConfig> {
  switch (change.kind) {
    case 'name':
      return renameBot(change.name, { signal });
    case 'privacyEmail':
      return setBotPrivacyEmail(change.enabled, { signal });
    case 'imageStatus':
      return setBotImageStatus(change.status, { signal });
    case 'image':
      return uploadBotImage(change.file, { signal });
    case 'removeImage':
      return removeBotImage({ signal });
  }
}

export const botConfigActors = {
  loadBotConfig: fromPromise<BotConfig>(({ signal }) => getBotConfig({ signal })),
  saveBotConfig: fromPromise<BotConfig, BotConfigWrite>(({ input, signal }) => write(input, signal)),
};
