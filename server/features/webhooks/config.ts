import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';
import type { DestinationPolicy } from './address-guard.ts';

/** Signed webhook deliveries (server/features/webhooks) and the test ping's abuse limit. */
export type WebhookConfig = DestinationPolicy & {
  timeoutMs: number;
  retrySeconds: number[];
  testsPerMinute: number;
  /** The embedded receiver (server/emulators/webhook-receiver.ts) is served. */
  receiver: boolean;
};

export const webhooksConfig = configSlice({
  title: 'Webhook',
  intro: [
    '`/config/integrations`, section "Webhook". Each user may give one URL',
    '(`PATCH /api/users/integrations/webhook {webHook}`; `null` or empty removes it): `https://` only, `http://`',
    'only for `localhost`, `127.0.0.1` or `[::1]` (a receiver on your own machine), no user:password in it.',
    'Saving the first URL, or "Gerar novo segredo" (`{webHook, regenerateSecret: true}`), answers a new signing',
    'secret (`whsec_…`) that one time; it is stored sealed with the secret box (as the CRM keys) and',
    '`GET /api/users/integrations/webhook` only says that one exists, with the URL and the 20 latest deliveries',
    '(event, meeting, status, attempts, last HTTP status or the reason in Portuguese, next attempt). "Enviar',
    'teste" (`POST /api/users/integrations/webhook/test`, `WEBHOOK_TESTS_PER_MINUTE` per user) sends a `ping` at',
    "once and answers how it went. When one of the user's meetings is done and analysed, a `meeting.done` event",
    'is queued: the meeting (id, title, start, duration, type, owner, participants, link to its page at',
    '`PUBLIC_URL`), the summary, next steps and template answers. Deliveries are rows (`webhook_deliveries`);',
    'each attempt is a job (`webhook.deliver`, see [Background jobs](operations.md#background-jobs)), the first',
    'queued at once, the retries by a sweep every minute, so nothing is lost across restarts; a 2xx delivers,',
    'anything else (other statuses, redirects, which are never followed, timeouts after',
    '`WEBHOOK_TIMEOUT_SECONDS`) is tried again after 1 min, 5 min, 30 min, 2 h and 6 h (`WEBHOOK_RETRY_SECONDS`),',
    "then fails, and the meeting's history says so. Finished deliveries are kept 30 days. No request goes to a",
    'private, loopback, link-local (169.254.169.254), CGNAT, multicast, reserved or unspecified address, IPv4 or',
    'IPv6 (IPv4-mapped, NAT64 and 6to4 forms included, and an IP in any spelling: decimal, octal, hex): every',
    'address the host resolves to is checked, and the connection uses the checked address (no DNS rebinding',
    'window). The one exception is for development: with `WEBHOOK_ALLOW_LOOPBACK` on, a URL that names this',
    'machine (`localhost`, `127.0.0.1`, `[::1]`) may reach it; turn it off in production, and a URL naming this',
    'machine (or an IP literal that is not public) is refused when it is saved. A failed attempt records the',
    'HTTP status when the destination answered one; any other failure (refused destination, unknown name, closed',
    'port, timeout, TLS) reads the same ("Não foi possível entregar o webhook em ..."), so the list says nothing',
    'of what answers where. Every request is a JSON `POST` with these headers:',
    '',
    '| Header | Value |',
    '| --- | --- |',
    '| `X-Pauta-Event` | `meeting.done` or `ping` |',
    "| `X-Pauta-Event-Id` | the event's id, the same on every retry (also `id` in the body): dedupe on it |",
    '| `X-Pauta-Delivery-Attempt` | 1 for the first attempt |',
    '| `X-Pauta-Timestamp` | Unix seconds when this attempt was signed |',
    '| `X-Pauta-Signature` | `sha256=` + hex HMAC-SHA256 of `<timestamp>.<raw body>` with the secret |',
    '',
    'A receiver checks the signature on the raw body before parsing it, and refuses old timestamps (replays):',
    '',
    '```js',
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    '',
    'function isFromPauta(rawBody, headers, secret) {',
    "  const timestamp = headers['x-pauta-timestamp'];",
    '  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;',
    "  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;",
    "  const given = String(headers['x-pauta-signature'] ?? '');",
    '  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));',
    '}',
    '```',
    '',
    'There is no provider to configure: the adapter (`server/features/webhooks/sender.ts`) posts to the URL each',
    'user gave. To try it with no server of your own, use the embedded receiver: set the webhook to',
    '`http://localhost:4173/emulators/webhook/inbox` (any path under it; add `?status=503` to watch failures',
    'and retries) and read what arrived, newest first with its headers, at',
    '`GET http://localhost:4173/emulators/webhook/_received` (from this machine only; the last 100, in',
    'memory; `WEBHOOK_RECEIVER=false` turns it off). Any receiver of your own on `http://localhost:<port>/…`',
    'works too (the e2e spec `tests/e2e/webhooks/integrations-webhook.spec.ts` starts one and checks the',
    'signature of what arrives).',
  ].join('\n'),
  env: z.object({
    WEBHOOK_TIMEOUT_SECONDS: z.coerce
      .number()
      .positive()
      .max(60)
      .default(10)
      .describe("One delivery attempt's time limit, in seconds."),
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'WEBHOOK_RETRY_SECONDS must be comma-separated whole seconds')
      .default('60,300,1800,7200,21600')
      .describe(
        'Waits after each failed attempt, comma-separated, in seconds (1 min, 5 min, 30 min, 2 h, 6 h); then the delivery fails.',
      ),
    WEBHOOK_TESTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe('"Enviar teste" pings a user may send per minute, then 429.'),
    WEBHOOK_ALLOW_LOOPBACK: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        "Let webhook URLs that name this machine (`localhost`, `127.0.0.1`, `[::1]`) reach it: the developer's receiver and the embedded one. For development only: set `false` in production, where such a URL (this server's own ports) is refused. Private networks are refused either way.",
      ),
    WEBHOOK_RECEIVER: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        'Serve the embedded webhook receiver (`/emulators/webhook/inbox`, its listing `/emulators/webhook/_received`).',
      ),
  }),
  productionDefaults: { WEBHOOK_RECEIVER: 'false', WEBHOOK_ALLOW_LOOPBACK: 'false' },
  read: (values): WebhookConfig => ({
    timeoutMs: values.WEBHOOK_TIMEOUT_SECONDS * 1000,
    retrySeconds: values.WEBHOOK_RETRY_SECONDS.split(',').map(Number),
    testsPerMinute: values.WEBHOOK_TESTS_PER_MINUTE,
    receiver: values.WEBHOOK_RECEIVER === 'true',
    allowLoopback: values.WEBHOOK_ALLOW_LOOPBACK === 'true',
  }),
});
