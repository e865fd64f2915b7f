import type { StartedServerConfig } from '../../config.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { BotProvider, BotStore } from './provider.ts';
import { createRecallBot, type RecallBotDeps } from './recall/adapter.ts';
import { createRecallClient } from './recall/client.ts';

export type { BotProvider, BotStore, MeetingBotEvents } from './provider.ts';

/**
 * The meeting bot: Recall.ai's adapter, talking to RECALL_BASE_URL (a Recall region, or the local emulator
 * mounted at /emulators/recall by default).
 */
export function createBotProvider(deps: {
  store: BotStore;
  storage: MediaStorage;
  config: Pick<StartedServerConfig, 'recall'>;
  /** Queues the copy of a bot's media (a durable job calling BotProvider.collect). */
  collectLater: RecallBotDeps['collectLater'];
  /** Tests give an in-process emulator's fetch. */
  fetch?: typeof fetch;
}): BotProvider {
  const { recall } = deps.config;
  return createRecallBot({
    client: createRecallClient({
      baseUrl: recall.baseUrl,
      apiKey: recall.apiKey,
      timeoutMs: recall.timeoutMs,
      fetch: deps.fetch,
    }),
    store: deps.store,
    storage: deps.storage,
    webhookSecret: recall.webhookSecret,
    language: recall.language,
    reconcile: { intervalMs: recall.reconcileSeconds * 1000, quietMs: recall.quietSeconds * 1000 },
    collectLater: deps.collectLater,
  });
}
