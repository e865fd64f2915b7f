import type { AiProvider } from '../ai/provider.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BotProvider } from './provider.ts';
import { createSimulatedBot } from './simulated.ts';

export type { BotProvider } from './provider.ts';

/** The embedded simulated bot; a real provider's adapter would be chosen here by configuration. */
export function createBotProvider(deps: {
  db: Database;
  ai: AiProvider;
  config: Pick<ServerConfig, 'botTimeScale'>;
}): BotProvider {
  return createSimulatedBot({ db: deps.db, ai: deps.ai, timeScale: deps.config.botTimeScale });
}
