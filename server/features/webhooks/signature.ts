import { createHmac, randomBytes } from 'node:crypto';

/**
 * How every webhook request is signed (docs/configuration.md, "Webhook", shows a receiver checking it): HMAC-SHA256 of
 * `${timestamp}.${body}` with the user's secret, hex, as `X-Pauta-Signature: sha256=<hex>`, and the Unix
 * timestamp in seconds as `X-Pauta-Timestamp`. Signing the timestamp lets a receiver refuse old replays.
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognisable in logs and scanners. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
