import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export type SocketEnv = { Bindings: Partial<HttpBindings> };

/**
 * The address of the TCP peer, as the socket says. This server trusts no proxy, so X-Forwarded-For and
 * its kin are the caller's own word and never read. Undefined when the app runs without a socket
 * (`app.request()` in a test).
 */
export function socketAddressOf(c: Context<SocketEnv>): string | undefined {
  return c.env?.incoming?.socket.remoteAddress;
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
