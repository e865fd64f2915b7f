import { Hono } from 'hono';
import { isLoopbackAddress, clientAddressOf, type SocketEnv } from '../../http/client-address.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * A developer tool meant to be mounted at /mail: `GET /mail/_outbox?to=` lists what the embedded SMTP
 * server received, newest first. Reports carry a company's meetings, so only this machine may read
 * them, and only when the embedded server is the one in use (no outbox: no route).
 */
export function mailOutboxRoutes(outbox: MailOutbox | undefined): Hono<SocketEnv> {
  const routes = new Hono<SocketEnv>();
  if (!outbox) return routes;
  return routes.get('/_outbox', async (c) => {
    if (!isLoopbackAddress(clientAddressOf(c))) return c.notFound();
    return c.json(await outbox.list(c.req.query('to')));
  });
}
