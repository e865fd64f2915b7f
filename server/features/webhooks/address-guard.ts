import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isLoopbackHost } from '../../../src/domain/webhook-url.ts';

/**
 * SSRF guard for outgoing webhook requests: a user-supplied URL must not reach the server's own networks
 * (cloud metadata at 169.254.169.254, the database, the intranet). Every address a host resolves to is
 * checked, and the request connects to exactly the checked addresses (the guarded `lookup` is what the
 * socket uses), so a DNS answer that changes between the check and the connection gains nothing.
 *
 * Loopback (this server's own ports) is allowed only where WEBHOOK_ALLOW_LOOPBACK is on (development, for the
 * developer's receiver and the embedded one) and the URL itself names this machine (localhost, 127.0.0.1,
 * [::1], or another spelling the URL parser writes so, like 2130706433). A public name that resolves to
 * loopback is refused like any private one.
 */
const forbidden = new BlockList();
const ipv4Ranges: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const ipv6Ranges: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an embedded IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (fd00::/8 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of ipv4Ranges) forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of ipv6Ranges) forbidden.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) IPv6 address carries. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const zeros = groups.slice(0, 5).every((group) => group === 0);
  if (!zeros || (groups[5] !== 0xffff && groups[5] !== 0)) return null;
  const [high = 0, low = 0] = groups.slice(6);
  if (groups[5] === 0 && high === 0) return null; // ::1, :: and friends stay IPv6
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (value: string) => (value ? value.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  const missing = 8 - first.length - last.length;
  if (tail === undefined ? first.length !== 8 : missing < 0) return null;
  const groups = [...first, ...Array<number>(Math.max(missing, 0)).fill(0), ...last];
  return groups.some((group) => Number.isNaN(group)) ? null : groups;
}

/** An address as a plain IP: brackets dropped, a zone (%eth0) dropped, IPv4 carried in IPv6 unwrapped. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return { address: bare, family: 'ipv4' };
  if (version !== 6) return null;
  const ipv4 = embeddedIpv4(bare);
  return ipv4 ? { address: ipv4, family: 'ipv4' } : { address: bare, family: 'ipv6' };
}

/** Which destinations this server may call besides public ones (WebhookConfig). */
export type DestinationPolicy = { allowLoopback: boolean };

/** Whether a request for a URL naming `hostname` may connect to `address`. */
export function isAllowedAddress(address: string, hostname: string, policy: DestinationPolicy): boolean {
  const ip = normalise(address);
  if (!ip) return false;
  if (policy.allowLoopback && isLoopbackHost(hostname) && loopback.check(ip.address, ip.family)) return true;
  return !forbidden.check(ip.address, ip.family);
}

/**
 * Whether a URL's host is refused before any name is resolved: an IP literal (in any spelling the URL parser
 * reads: decimal, octal, hex, bracketed IPv6) that is not allowed, or a `localhost` name (RFC 6761) when
 * loopback is not. A name's addresses are checked where it resolves, at every send.
 */
export function isRefusedAsWritten(url: URL, policy: DestinationPolicy): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) return !isAllowedAddress(literal, url.hostname, policy);
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  return !policy.allowLoopback && (name === 'localhost' || name.endsWith('.localhost'));
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * A `lookup` for http(s).request: resolves the name (with `resolve`, the system resolver by default), and
 * refuses the whole host if any of its addresses is forbidden, so a round-robin answer cannot sneak a
 * private address in. For an IP literal the request never calls `lookup`: check it with `isRefusedAsWritten`.
 */
export function guardedLookup(policy: DestinationPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        const usable = addresses.filter((entry) => !options.family || entry.family === options.family);
        if (usable.length === 0)
          throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        if (usable.some((entry) => !isAllowedAddress(entry.address, hostname, policy))) {
          // The request fails as if unreachable: the sender tells the user no more than that.
          throw new Error(`${hostname} resolves to an address webhooks may not reach`);
        }
        if (options.all) callback(null, usable);
        else {
          const [first] = usable;
          if (first) callback(null, first.address, first.family);
        }
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}
