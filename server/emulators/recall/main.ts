import { serve } from '@hono/node-server';
import { createRecallEmulator } from './index.ts';

/**
 * The Recall emulator as its own process, for several app servers (or one that gets killed mid-call):
 *   PORT=4500 RECALL_EMULATOR_WEBHOOK_URLS=http://127.0.0.1:4173/api/webhooks/recall \
 *   npx tsx server/emulators/recall/main.ts
 * Its API is then at http://127.0.0.1:4500 (the app's RECALL_BASE_URL); its bots live under DATA_DIR.
 */
const env = process.env;
const emulator = createRecallEmulator({
  dataDir: env.DATA_DIR ?? '.data',
  webhookUrls: (env.RECALL_EMULATOR_WEBHOOK_URLS ?? 'http://127.0.0.1:4173/api/webhooks/recall')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0),
  webhookSecret: env.RECALL_WEBHOOK_SECRET ?? 'whsec_cGF1dGEtbG9jYWwtcmVjYWxsLXdlYmhvb2stc2VjcmV0',
  apiKey: env.RECALL_API_KEY ?? 'pauta-local-recall-key',
  timeScale: Number(env.BOT_TIME_SCALE ?? 1),
});
await emulator.start();
const server = serve({ fetch: emulator.routes.fetch, port: Number(env.PORT ?? 4500) }, (info) =>
  console.log(`[recall-emulator] listening on http://127.0.0.1:${info.port}`),
);
const shutdown = () => {
  emulator.stop();
  server.close();
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
