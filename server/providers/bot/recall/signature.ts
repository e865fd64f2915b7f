import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Recall.ai's webhooks are signed the Svix way (https://docs.recall.ai/docs/authenticating-requests-from-recallai,
 * https://docs.svix.com/receiving/verifying-payloads/how-manual): HMAC-SHA256, keyed by the base64 after
 * `whsec_`, over `${webhook-id}.${webhook-timestamp}.${body}`; the `webhook-signature` header lists
 * `v1,<base64>` signatures separated by spaces (several while a secret rotates). Older workspaces send the
 * same headers prefixed `svix-`.
 */

/** Svix's default: a timestamp further than five minutes from now is refused (replays of old captures). */
const toleranceSeconds = 5 * 60;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function signatureOf(secret: string, id: string, timestamp: string, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers a Recall webhook carries for this body (the emulator sends them). */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatureOf(secret, id, timestamp, body),
  };
}

/** The webhook's id when its signature holds for this body and its timestamp is recent, else undefined. */
export function verifiedWebhookId(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): string | undefined {
  const header = (name: string) => headers.get(`webhook-${name}`) ?? headers.get(`svix-${name}`);
  const id = header('id');
  const timestamp = header('timestamp');
  const signatures = header('signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return undefined;
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return undefined;
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? id : undefined;
}
