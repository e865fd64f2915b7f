import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on 127.0.0.1 (the one destination the SSRF guard lets through unnamed): it records
 * what arrives and answers with the next status of `statuses` (then 200), or never when `hang` is set.
 */
export async function startReceiver(options: { statuses?: number[]; hang?: boolean } = {}) {
  const received: Received[] = [];
  const statuses = [...(options.statuses ?? [])];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (options.hang) return;
      const status = statuses.shift() ?? 200;
      if (status >= 300 && status < 400) response.setHeader('location', '/redirected');
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname = '/hook') => `http://127.0.0.1:${port}${pathname}`,
    localhostUrl: (pathname = '/hook') => `http://localhost:${port}${pathname}`,
    received,
    /** Answers the statuses given from now on (then 200). */
    answer(...next: number[]) {
      statuses.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver does with the recipe in docs/configuration.md ("Webhook"): recompute the HMAC and compare in constant time. */
export function signatureIsValid(secret: string, received: Received): boolean {
  const timestamp = String(received.headers['x-pauta-timestamp'] ?? '');
  const signature = String(received.headers['x-pauta-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`;
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}
