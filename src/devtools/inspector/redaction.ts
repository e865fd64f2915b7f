/*
 * What the inspector shows and a support bundle carries never holds a secret. Two checks, applied to every
 * value of a context or an event however deep: the key's name (tokens, passwords, codes, secrets, API keys,
 * sessions, verifiers...) and the value's shape (a JWT, a bearer/basic credential, a long random-looking
 * string), so a token under an innocent key is hidden too.
 */

/** What replaces a hidden value. */
export const redacted = '[oculto]';

/** Names of keys whose values are secrets, whatever they hold. */
export const secretKeyPatterns: readonly RegExp[] = [
  /token/i, // idToken, accessToken, refreshToken, token
  /passw(or)?d/i, // password, newPassword, currentPassword, sharePassword
  /code$/i, // code, totpCode, mfaCode, verificationCode (OAuth and MFA codes)
  /^(otp|totp|mfaCode)$/i,
  /challengeResponse/i, // an MFA code or new password answered to the identity provider
  /^answer$/i, // a custom challenge's answer
  /secret/i, // webhook secret, TOTP shared secret, client secret
  /api[-_]?key|access[-_]?key|private[-_]?key|client[-_]?key|^key$/i, // CRM and other API keys
  /session/i, // the identity provider's challenge session
  /authorization|cookie|credential/i, // headers, stored basic credentials
  /verifier/i, // PKCE code verifier
  /nonce/i, // OAuth nonce (the 32-character OAuth state is caught by its shape)
  /signature/i,
];

const jwt = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/;
const schemeCredential = /^(bearer|basic)\s+\S+/i;
// The same two inside a sentence (an error message quoting a header or a token), and the secret parameters
// of a URL (a presigned upload URL's signature and credential, a callback's code and state).
const embedded = [
  /[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g,
  /\b(?<=(?:bearer|basic)\s+)\S+/gi,
  /(?<=[?&](?:[\w-]*(?:signature|credential|token|secret|password|code|state|verifier)[\w-]*)=)[^&#\s]+/gi,
];
// Long strings from a random-looking alphabet with letters and digits mixed (API keys, opaque refresh tokens,
// base64 credentials). A UUID is an identifier support needs, so it stays.
const opaque = /^[\w+/=-]{32,}$/;
const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export const isSecretKey = (key: string): boolean => secretKeyPatterns.some((pattern) => pattern.test(key));

export function looksSecret(value: string): boolean {
  const text = value.trim();
  if (jwt.test(text) || schemeCredential.test(text)) return true;
  return opaque.test(text) && !uuid.test(text) && /\d/.test(text) && /[a-z]/i.test(text);
}

/**
 * A plain, JSON-ready copy with every secret replaced by `redacted`. Sets become arrays, Maps objects, Errors
 * their name and message, functions and actor references a short mark; cycles and great depth stop the walk.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') {
    return looksSecret(value)
      ? redacted
      : embedded.reduce((text, part) => text.replace(part, redacted), value);
  }
  if (typeof value === 'function') return '[função]';
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12 || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1, seen) };
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[arquivo ${value.size} bytes]`;
  if ('sessionId' in value && 'send' in value) return `[ator ${String(value.sessionId)}]`;
  if (value instanceof Set) return [...value].map((item) => redact(item, depth + 1, seen));
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  return Object.fromEntries(
    entries.map(([key, item]) => [
      String(key),
      isSecretKey(String(key)) && item !== null && item !== undefined && item !== ''
        ? redacted
        : redact(item, depth + 1, seen),
    ]),
  );
}
