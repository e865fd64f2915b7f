import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, test } from 'vitest';
import { isAllowedAddress } from '../../../server/features/webhooks/address-guard.ts';
import { createWebhookSender, type WebhookRequest } from '../../../server/features/webhooks/sender.ts';
import { signatureIsValid, startReceiver } from '../support/webhook-receiver.ts';

const receivers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});
async function receiver(options?: Parameters<typeof startReceiver>[0]) {
  const started = await startReceiver(options);
  receivers.push(started);
  return started;
}

const secret = 'whsec_teste';
const request = (url: string): WebhookRequest => ({
  url,
  secret,
  eventId: '7d1f3c0e-3b7a-4c55-9a43-0d4f5f3a9b10',
  event: 'ping',
  body: JSON.stringify({ id: '7d1f3c0e-3b7a-4c55-9a43-0d4f5f3a9b10', event: 'ping', data: { texto: 'olá' } }),
  attempt: 2,
  now: new Date('2026-03-02T12:00:00Z'),
});

/** Names this test gives addresses without any DNS: a public one, and two that point inside. */
const names: Record<string, LookupAddress[]> = {
  'publico.exemplo': [{ address: '93.184.215.14', family: 4 }],
  'interno.exemplo': [{ address: '10.1.2.3', family: 4 }],
  'rebind.exemplo': [{ address: '127.0.0.1', family: 4 }],
  'misto.exemplo': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'v6interno.exemplo': [{ address: 'fd00::1', family: 6 }],
};
const resolve = async (hostname: string) => {
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};
/** The development default lets webhooks reach this machine; production (WEBHOOK_ALLOW_LOOPBACK=false) does not. */
const development = { allowLoopback: true };
const production = { allowLoopback: false };
const sender = (timeoutMs = 2000, policy = development) =>
  createWebhookSender({ timeoutMs, ...policy, resolve });

/** What every failure without an HTTP answer says: never what (if anything) was listening there. */
const undelivered = (host: string) =>
  `Não foi possível entregar o webhook em ${host}. Confira se a URL é pública (redes privadas e este servidor não são aceitos) e se o seu servidor está no ar.`;

test.each([
  ['10.0.0.1', '10.0.0.1'],
  ['172.16.5.4', '172.16.5.4'],
  ['192.168.1.1', '192.168.1.1'],
  ['169.254.169.254', '169.254.169.254'],
  ['100.64.0.1', '100.64.0.1'],
  ['0.0.0.0', '0.0.0.0'],
  ['224.0.0.1', '224.0.0.1'],
  ['255.255.255.255', '255.255.255.255'],
  ['127.0.0.1 for a public name', '127.0.0.1', 'rebind.exemplo'],
  ['::', '::'],
  ['::1 for a public name', '::1', 'rebind.exemplo'],
  ['fd00::1', 'fd00::1'],
  ['fe80::1', 'fe80::1'],
  ['ff02::1', 'ff02::1'],
  ['::ffff:10.0.0.1', '::ffff:10.0.0.1'],
  ['::ffff:a00:1 (hex mapped form)', '::ffff:a00:1'],
  ['::ffff:169.254.169.254', '::ffff:169.254.169.254'],
  ['::ffff:127.0.0.1 for a public name', '::ffff:127.0.0.1', 'rebind.exemplo'],
  ['64:ff9b::a00:1 (NAT64)', '64:ff9b::a00:1'],
  ['2002:a00:1:: (6to4)', '2002:a00:1::'],
])('%s is refused', (_label, address, hostname = address) => {
  expect(isAllowedAddress(address, hostname, development)).toBe(false);
});

test.each([
  ['a public IPv4', '93.184.215.14', 'publico.exemplo'],
  ['a public IPv6', '2606:2800:220:1:248:1893:25c8:1946', 'publico.exemplo'],
  ['loopback when the URL says localhost', '127.0.0.1', 'localhost'],
  ['::1 when the URL says localhost', '::1', 'localhost'],
  ['127.0.0.1 named as such', '127.0.0.1', '127.0.0.1'],
  ['::1 named as [::1]', '::1', '[::1]'],
])('%s is allowed in development', (_label, address, hostname) => {
  expect(isAllowedAddress(address, hostname, development)).toBe(true);
});

test.each([
  ['127.0.0.1', 'localhost'],
  ['::1', 'localhost'],
  ['127.0.0.1', '127.0.0.1'],
  ['::1', '[::1]'],
  ['::ffff:127.0.0.1', 'localhost'],
])('with loopback not allowed, %s for %s is refused', (address, hostname) => {
  expect(isAllowedAddress(address, hostname, production)).toBe(false);
});

describe('with loopback not allowed (production), the issue 25 URLs never reach this machine', () => {
  test.each([
    ['http://[::1]:{port}/hook', '[::1]:{port}'],
    ['https://2130706433:{port}/', '127.0.0.1:{port}'],
    ['http://0x7f.1:{port}/hook', '127.0.0.1:{port}'],
    ['http://0177.0.0.1:{port}/hook', '127.0.0.1:{port}'],
    ['http://[::ffff:7f00:1]:{port}/hook', '[::ffff:7f00:1]:{port}'],
    ['http://localhost:{port}/hook', 'localhost:{port}'],
  ])('%s', async (template, host) => {
    const target = await receiver();
    const port = new URL(target.url()).port;
    const url = template.replace('{port}', port);
    const outcome = await createWebhookSender({ timeoutMs: 2000, ...production }).send(request(url));
    expect(outcome).toEqual({
      delivered: false,
      httpStatus: null,
      error: undelivered(host.replace('{port}', port)),
    });
    expect(target.received).toEqual([]);
  });
});

test('a 2xx delivers, with the signature, timestamp, event id and attempt a receiver checks', async () => {
  const target = await receiver();
  const outcome = await sender().send(request(target.url()));
  expect(outcome).toEqual({ delivered: true, httpStatus: 200, error: null });
  const [got] = target.received;
  expect(got?.body).toBe(request('').body);
  expect(got?.headers['x-pauta-timestamp']).toBe(String(Date.parse('2026-03-02T12:00:00Z') / 1000));
  expect(got?.headers['x-pauta-event']).toBe('ping');
  expect(got?.headers['x-pauta-event-id']).toBe('7d1f3c0e-3b7a-4c55-9a43-0d4f5f3a9b10');
  expect(got?.headers['x-pauta-delivery-attempt']).toBe('2');
  expect(got?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(got && signatureIsValid(secret, got)).toBe(true);
  expect(got && signatureIsValid('whsec_outro', got)).toBe(false);
});

test('localhost (through the resolver) is the developer receiver and is allowed in development', async () => {
  const target = await receiver();
  const local = createWebhookSender({ timeoutMs: 2000, ...development });
  expect((await local.send(request(target.localhostUrl()))).delivered).toBe(true);
});

test('a 500 is a failed attempt with its status in Portuguese', async () => {
  const target = await receiver({ statuses: [500] });
  const outcome = await sender().send(request(target.url()));
  expect(outcome.delivered).toBe(false);
  expect(outcome.httpStatus).toBe(500);
  expect(outcome.error).toMatch(/respondeu com o código 500/);
});

test('a redirect is not followed', async () => {
  const target = await receiver({ statuses: [302] });
  const outcome = await sender().send(request(target.url()));
  expect(outcome).toMatchObject({ delivered: false, httpStatus: 302 });
  expect(outcome.error).toMatch(/redirecionamentos não são seguidos/);
  expect(target.received.map((got) => got.path)).toEqual(['/hook']);
});

test('a receiver that never answers times out, said as any other failure without an answer', async () => {
  const target = await receiver({ hang: true });
  const outcome = await sender(300).send(request(target.url()));
  expect(outcome).toEqual({
    delivered: false,
    httpStatus: null,
    error: undelivered(new URL(target.url()).host),
  });
});

test.each([
  'http://10.0.0.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fd00::1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://interno.exemplo/hook',
  'https://rebind.exemplo/hook',
  'https://misto.exemplo/hook',
  'https://v6interno.exemplo/hook',
])('%s is refused before any connection', async (url) => {
  const outcome = await sender().send(request(url));
  expect(outcome).toEqual({ delivered: false, httpStatus: null, error: undelivered(new URL(url).host) });
});

test('a name that does not resolve is said as any other failure without an answer', async () => {
  const outcome = await sender().send(request('https://nao-existe.exemplo/hook'));
  expect(outcome.error).toBe(undelivered('nao-existe.exemplo'));
});

test('nobody listening, and a TLS handshake with a plain HTTP port, say no more than a timeout', async () => {
  const open = await receiver();
  const closed = await receiver();
  const closedUrl = closed.url();
  await closed.close();
  receivers.pop();
  const local = createWebhookSender({ timeoutMs: 2000, ...development });
  const refused = await local.send(request(closedUrl));
  expect(refused.error).toBe(undelivered(new URL(closedUrl).host));
  const tls = await local.send(request(open.url().replace('http:', 'https:')));
  expect(tls.error).toBe(undelivered(new URL(open.url()).host));
});
