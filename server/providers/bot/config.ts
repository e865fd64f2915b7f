import { z } from 'zod';
import { configSlice, listOf, type ServerAddresses } from '../../config-slice.ts';

/** What authenticates this server to Recall (the API key) and Recall to this server (the webhook secret). */
export type RecallCredentials = { apiKey: string; webhookSecret: string };

/**
 * The Recall.ai adapter (server/providers/bot/recall) and its emulator (server/emulators/recall). A credential
 * left unset is the emulator's, made once per installation when the server starts
 * (server/emulators/recall/credentials.ts): there is no built-in one anybody could read.
 */
export type RecallConfig = Partial<RecallCredentials> & {
  baseUrl: string;
  language: string;
  timeoutMs: number;
  reconcileSeconds: number;
  quietSeconds: number;
  emulator: { enabled: boolean; webhookUrls: string[]; timeScale: number };
};

export const recallConfig = configSlice({
  title: 'Meeting bot (Recall.ai)',
  intro: [
    "The bot that joins calls is driven through Recall.ai's API (`server/providers/bot/recall`). By default it",
    'talks to a Recall emulator inside this server (`/emulators/recall`, `server/emulators/recall`), whose bots',
    "post signed webhooks back to it. The emulator's API key and webhook secret are made at the first start and",
    'kept in the database (`installation_secrets`), the same for every server of it and for no other installation.',
    "To use Recall.ai, set `RECALL_BASE_URL` to your workspace's region, `RECALL_API_KEY` and",
    '`RECALL_WEBHOOK_SECRET` (the server refuses to start without them), add a webhook endpoint',
    '`$PUBLIC_URL/api/webhooks/recall` in the Recall dashboard, and set `RECALL_EMULATOR=false`: step by step,',
    'and how to run the emulator as its own process, in [The meeting bot](features/bot.md).',
  ].join('\n'),
  env: z.object({
    RECALL_BASE_URL: z
      .url()
      .optional()
      .describe(
        "Recall.ai's API: a region's base (`https://us-east-1.recall.ai`); unset: the embedded emulator.",
      ),
    RECALL_API_KEY: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The workspace's API key (sent as `Authorization: Token ...`); required with `RECALL_BASE_URL`. Unset: the emulator's, made once per installation.",
      ),
    RECALL_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'RECALL_WEBHOOK_SECRET must look like whsec_<base64>')
      .optional()
      .describe(
        "The workspace's webhook verification secret (`whsec_...`); required with `RECALL_BASE_URL`. Unset: the emulator's, made once per installation.",
      ),
    RECALL_LANGUAGE: z
      .string()
      .default('pt')
      .describe('Transcription language asked of Recall.ai (its `recallai_streaming` `language_code`).'),
    RECALL_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe("Each Recall call's time limit, in milliseconds (downloads get 30 times as long)."),
    RECALL_RECONCILE_SECONDS: z.coerce
      .number()
      .positive()
      .default(60)
      .describe('How often reconciliation looks for quiet bots, in seconds.'),
    RECALL_QUIET_SECONDS: z.coerce
      .number()
      .positive()
      .default(180)
      .describe('How long a bot must be quiet before Recall is asked about it, in seconds.'),
    RECALL_EMULATOR: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Serve the Recall emulator under `/emulators/recall`; `false` answers 404 there.'),
    RECALL_EMULATOR_WEBHOOK_URLS: z
      .string()
      .optional()
      .describe(
        "Where the embedded emulator posts its webhooks (comma-separated); this server's own by default.",
      ),
    BOT_TIME_SCALE: z.coerce
      .number()
      .positive()
      .max(100)
      .default(1)
      .describe(
        "Speed of the Recall emulator's bots: `1` is about 90 s of meeting, `0.05` about 4.5 s (the end-to-end suite), `0.01` about 1 s.",
      ),
  }),
  productionDefaults: { RECALL_EMULATOR: 'false' },
  shownDefaults: {
    RECALL_BASE_URL: 'the emulator',
    RECALL_API_KEY: "the emulator's, per installation",
    RECALL_WEBHOOK_SECRET: "the emulator's, per installation",
    RECALL_EMULATOR_WEBHOOK_URLS: '`http://127.0.0.1:$PORT/api/webhooks/recall`',
  },
  /**
   * The server reaches its own emulator over loopback, like the CRM's; so do the emulator's webhooks. Recall.ai
   * (RECALL_BASE_URL) is never called with a key, nor trusted with a secret, that its workspace did not give.
   */
  read(values, { port }: Pick<ServerAddresses, 'port'>): RecallConfig {
    if (values.RECALL_BASE_URL) {
      for (const setting of ['RECALL_API_KEY', 'RECALL_WEBHOOK_SECRET'] as const) {
        if (!values[setting]) {
          throw new Error(
            `${setting} is required when RECALL_BASE_URL is set: give the Recall.ai workspace's own (see docs/features/bot.md).`,
          );
        }
      }
    }
    const loopback = `http://127.0.0.1:${port}`;
    return {
      baseUrl: values.RECALL_BASE_URL?.replace(/\/$/, '') ?? `${loopback}/emulators/recall`,
      apiKey: values.RECALL_API_KEY,
      webhookSecret: values.RECALL_WEBHOOK_SECRET,
      language: values.RECALL_LANGUAGE,
      timeoutMs: values.RECALL_TIMEOUT_MS,
      reconcileSeconds: values.RECALL_RECONCILE_SECONDS,
      quietSeconds: values.RECALL_QUIET_SECONDS,
      emulator: {
        enabled: values.RECALL_EMULATOR === 'true',
        webhookUrls: listOf(values.RECALL_EMULATOR_WEBHOOK_URLS, `${loopback}/api/webhooks/recall`),
        timeScale: values.BOT_TIME_SCALE,
      },
    };
  },
});
