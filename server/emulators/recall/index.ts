import { Hono } from 'hono';
import { recallApiRoutes } from './api.ts';
import { createEmulatedBots, type EmulatorOptions } from './emulated-bots.ts';

export type RecallEmulator = { routes: Hono; start(): Promise<void>; stop(): Promise<void> };

/**
 * A local Recall.ai (issue 16): its bot API under /api/v1, signed webhooks to the app, the scenario
 * links of docs/features/meetings.md and recordings. Mounted at /emulators/recall by the app (the
 * adapter's default base URL), or run as its own process (main.ts) so a bot outlives the app server that
 * sent it.
 */
export function createRecallEmulator(options: EmulatorOptions & { apiKey: string }): RecallEmulator {
  const bots = createEmulatedBots(options);
  return { routes: recallApiRoutes(bots, options.apiKey), start: bots.start, stop: bots.stop };
}
