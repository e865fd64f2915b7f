import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** The Node bindings, plus the client's address once start-server.ts has looked past trusted proxies. */
export type ClientBindings = Partial<HttpBindings> & { clientAddress?: string };

export type SocketEnv = { Bindings: ClientBindings };

/**
 * The client's address: the TCP peer's, or, when that peer is one of TRUSTED_PROXIES, the address it says it
 * forwarded (withClientAddress). Undefined when the app runs without a socket (`app.request()` in a test).
 */
export function clientAddressOf(c: Pick<Context<{ Bindings: ClientBindings }>, 'env'>): string | undefined {
  return c.env?.clientAddress ?? c.env?.incoming?.socket.remoteAddress;
}

/** An IPv4 client as a dual-stack socket writes it (`::ffff:10.0.0.5`) is the same client as `10.0.0.5`. */
const plain = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');

/**
 * Who a request came from. Only a peer in `trustedProxies` (the load balancer or reverse proxy in front) is
 * believed about X-Forwarded-For, read right to left past every trusted hop: the first address it did not
 * add itself is the client's. From anyone else the header is the caller's own word and never read, so
 * nobody escapes a per-address limit, or looks like this machine, by writing it.
 */
export function withClientAddress<Bindings extends { incoming?: { socket: { remoteAddress?: string } } }>(
  bindings: Bindings,
  forwardedFor: string | null,
  trustedProxies: ReadonlySet<string>,
): Bindings & { clientAddress?: string } {
  const peer = bindings.incoming?.socket.remoteAddress;
  if (!peer || !trustedProxies.has(plain(peer))) return bindings;
  const hops = (forwardedFor ?? '').split(',').map(plain).filter(Boolean);
  const client = hops.findLast((hop) => !trustedProxies.has(hop)) ?? hops[0];
  return client ? { ...bindings, clientAddress: client } : bindings;
}

const loopbackV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (a dual-stack socket's view of it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  return loopbackV4.test(v4);
}
