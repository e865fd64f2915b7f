import type { AiProvider } from '../ai/provider.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createMediaStorage } from '../media/storage.ts';
import type { BotProvider } from './provider.ts';
import { createSimulatedBot } from './simulated.ts';

export type { BotProvider } from './provider.ts';

/** The embedded simulated bot; a real provider's adapter would be chosen here by configuration. */
export function createBotProvider(deps: {
  db: Database;
  ai: AiProvider;
  config: Pick<ServerConfig, 'botTimeScale' | 'dataDir'>;
}): BotProvider {
  return createSimulatedBot({
    db: deps.db,
    ai: deps.ai,
    storage: createMediaStorage(deps.config.dataDir),
    timeScale: deps.config.botTimeScale,
  });
}
