import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isLoopbackAddress, clientAddressOf, type SocketEnv } from '../http/client-address.ts';

/** What the receiver keeps of one request: what a real receiver would look at. */
type ReceivedEvent = {
  at: string;
  path: string;
  /** The X-Pauta-* headers (signature, timestamp, event, event id, attempt). */
  headers: Record<string, string>;
  body: string;
  answeredStatus: number;
};

const kept = 100;
const maxBodyChars = 256 * 1024;

/** `?status=503` (any 400-599) makes the receiver fail on purpose, to watch retries; otherwise 200. */
function statusOf(query: string | undefined): 200 | ContentfulStatusCode {
  const status = Number(query);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? (status as ContentfulStatusCode) : 200;
}

/**
 * The webhook's embedded default receiver, mounted at /emulators/webhook: set a user's webhook to
 * `http://localhost:<PORT>/emulators/webhook/inbox` (any path under /inbox; `?status=503` to see failures
 * and retries) and read what arrived, newest first, at `GET /emulators/webhook/_received` (loopback clients
 * only: events carry meeting summaries). The last 100 are kept in memory. It cannot check signatures (it
 * does not know the user's secret) and shows the headers for that. Disabled (WEBHOOK_RECEIVER=false): 404.
 */
export function webhookReceiverRoutes(enabled: boolean): Hono<SocketEnv> {
  const routes = new Hono<SocketEnv>();
  if (!enabled) return routes;
  const received: ReceivedEvent[] = [];
  return routes
    .post('/inbox/*', async (c) => {
      const headers = Object.fromEntries(
        [...c.req.raw.headers.entries()].filter(([name]) => name.startsWith('x-pauta-')),
      );
      const answeredStatus = statusOf(c.req.query('status'));
      const body = (await c.req.text()).slice(0, maxBodyChars);
      received.unshift({ at: new Date().toISOString(), path: c.req.path, headers, body, answeredStatus });
      received.splice(kept);
      return c.json({ received: answeredStatus === 200 }, answeredStatus);
    })
    .get('/_received', (c) => {
      if (!isLoopbackAddress(clientAddressOf(c))) return c.notFound();
      return c.json(received);
    });
}
