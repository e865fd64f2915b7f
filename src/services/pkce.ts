/*
 * PKCE (RFC 7636) in the browser, for the Outlook calendar's authorization code flow: a 128-character
 * verifier (spec section 9), a 32-character state, and the verifier's S256 challenge.
 */
const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const stateAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of `alphabet` from the platform's CSPRNG, without modulo bias (rejection sampling). */
function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export const newCodeVerifier = () => randomString(unreserved, 128);
export const newOAuthState = () => randomString(stateAlphabet, 32);

/** BASE64URL(SHA-256(verifier)), RFC 7636 section 4.2. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
