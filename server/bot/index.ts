import type { ServerConfig } from '../config.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { BotProvider } from './provider.ts';
import type { SimulatedBotStore } from './run-store.ts';
import { createSimulatedBot } from './simulated.ts';

export type { BotProvider, MeetingBotEvents } from './provider.ts';
export type { SimulatedBotStore } from './run-store.ts';

/**
 * The embedded simulated bot; a real provider's adapter would be chosen here by configuration, and would
 * use only `store.meetings` (the events), not the simulation's schedule.
 */
export function createBotProvider(deps: {
  store: SimulatedBotStore;
  storage: MediaStorage;
  config: Pick<ServerConfig, 'botTimeScale'>;
}): BotProvider {
  return createSimulatedBot({
    store: deps.store,
    storage: deps.storage,
    timeScale: deps.config.botTimeScale,
  });
}
