import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoadBalancer = {
  url: string;
  /** The app servers requests go to, in turn; the test changes it as servers come and go. */
  targets: string[];
  /** Which target answered each request, in order (`GET /api/meetings -> http://127.0.0.1:1234`). */
  log: string[];
  close(): Promise<void>;
};

/**
 * A small round-robin HTTP load balancer, as a real one in front of the app servers would be: each request
 * goes to the next target, and one whose server does not answer at all (killed: connection refused or cut
 * before any answer) is tried on the next, so a dead server costs no request. Bodies are buffered to be sent
 * again. Only for tests: no health checks, and a fresh connection to the server for each request unless
 * `keepAlive` (a benchmark's: a production balancer keeps its connections to the servers open, and a connection
 * per request would measure the balancer's and the servers' TCP handshakes).
 */
export async function startLoadBalancer(
  targets: string[],
  options: { keepAlive?: boolean } = {},
): Promise<LoadBalancer> {
  const agent = options.keepAlive ? new Agent({ keepAlive: true }) : false;
  let next = 0;
  const log: string[] = [];
  const balancer: LoadBalancer = { url: '', targets, log, close: async () => {} };

  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const order = balancer.targets.map((_, i) => balancer.targets[(next + i) % balancer.targets.length]!);
    next = (next + 1) % Math.max(1, balancer.targets.length);
    for (const target of order) {
      const answer = await forward(target, incoming, body, agent).catch(() => undefined);
      if (!answer) continue;
      log.push(`${incoming.method} ${incoming.url} -> ${target}`);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      return;
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('no app server answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  balancer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      if (agent) agent.destroy();
      server.close(() => resolve());
    });
  return balancer;
}

function forward(
  target: string,
  incoming: IncomingMessage,
  body: Buffer,
  agent: Agent | false,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const url = new URL(incoming.url ?? '/', target);
    const proxied = request(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host }, agent },
      resolve,
    );
    proxied.once('error', reject);
    proxied.end(body);
  });
}
