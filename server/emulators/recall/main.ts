import { serve } from '@hono/node-server';
import { httpConfig } from '../../http/config.ts';
import { recallConfig } from '../../providers/bot/config.ts';
import { createRecallEmulator } from './index.ts';

/**
 * The Recall emulator as its own process, for several app servers (or one that gets killed mid-call):
 *   PORT=4500 RECALL_EMULATOR_WEBHOOK_URLS=http://127.0.0.1:4173/api/webhooks/recall \
 *   RECALL_API_KEY=<key> RECALL_WEBHOOK_SECRET=whsec_<base64> npx tsx server/emulators/recall/main.ts
 * Its API is then at http://127.0.0.1:4500 (the app's RECALL_BASE_URL, with the same key and secret); its bots
 * live under DATA_DIR.
 */
const env = process.env;
// The same settings (and defaults) as the emulator inside the app server; the bots call back a default
// `npm start` unless RECALL_EMULATOR_WEBHOOK_URLS says where (this process's PORT is the emulator's own).
const recall = recallConfig.read(recallConfig.env.parse(env), {
  port: httpConfig.env.shape.PORT.parse(undefined),
});
// No database here to keep an installation's own: the app servers are told the same key and secret.
const { apiKey, webhookSecret } = recall;
if (!apiKey || !webhookSecret) {
  console.error(
    '[recall-emulator] RECALL_API_KEY and RECALL_WEBHOOK_SECRET are required: the same as the app servers that use this emulator (RECALL_BASE_URL) are given.',
  );
  process.exit(1);
}
const emulator = createRecallEmulator({
  ...recall.emulator,
  dataDir: env.DATA_DIR ?? '.data',
  apiKey,
  webhookSecret,
});
await emulator.start();
const server = serve({ fetch: emulator.routes.fetch, port: Number(env.PORT ?? 4500) }, (info) =>
  console.log(`[recall-emulator] listening on http://127.0.0.1:${info.port}`),
);
const shutdown = () => {
  void emulator.stop().then(() => server.close());
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
