import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newRecallCredentials } from '../../../../server/emulators/recall/credentials.ts';
import { freePort } from '../../support/free-port.ts';
import { startNodeProcess, type NodeProcess } from './node-process.ts';

export type RecallProcess = NodeProcess & {
  /** What the app servers are given to use it instead of their own emulator (its URL, key and secret). */
  appEnv: Record<string, string>;
  dispose(): Promise<void>;
};

/**
 * The Recall-compatible emulator as its own process (server/emulators/recall/main.ts), as Recall.ai is to
 * the app: its bots go on whichever app server dies, and its signed webhooks go to `webhookUrl` (the load
 * balancer's, so any live server takes them).
 */
export async function startRecallProcess(options: {
  webhookUrl: string;
  timeScale: number;
}): Promise<RecallProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-'));
  const port = await freePort();
  const { apiKey, webhookSecret } = newRecallCredentials();
  const credentials = { RECALL_API_KEY: apiKey, RECALL_WEBHOOK_SECRET: webhookSecret };
  const url = `http://127.0.0.1:${port}`;
  const emulator = await startNodeProcess(
    'server/emulators/recall/main.ts',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      RECALL_EMULATOR_WEBHOOK_URLS: options.webhookUrl,
      BOT_TIME_SCALE: String(options.timeScale),
      ...credentials,
    },
    'listening on',
  );
  return {
    ...emulator,
    appEnv: { RECALL_BASE_URL: url, RECALL_EMULATOR: 'false', ...credentials },
    async dispose() {
      await emulator.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
