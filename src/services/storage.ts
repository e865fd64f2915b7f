/*
 * Browser storage the session owns, apart from the identity provider's own keys (identity.ts).
 *
 * Names (an end-to-end test plants the legacy ones to check the forced sign-out):
 * - localStorage 'pauta.basicCredentials': the current basic credential (base64 "email:password"), written by
 *   the backend basic-login fallback.
 * - localStorage 'basicAuth': the LEGACY stored basic-auth credential of the previous app.
 * - cookie 'authenticatedUser': the LEGACY authenticated-user cookie of the previous app.
 * - localStorage 'pauta.*': any other data the app stores for the signed-in user (cleared on sign-out).
 */
export const basicCredentialsKey = 'pauta.basicCredentials';
export const legacyBasicAuthKey = 'basicAuth';
export const legacyAuthenticatedUserCookie = 'authenticatedUser';
const appDataPrefix = 'pauta.';

export function readBasicCredentials(): string | null {
  return localStorage.getItem(basicCredentialsKey);
}

export function storeBasicCredentials(email: string, password: string): void {
  localStorage.setItem(basicCredentialsKey, encodeBase64(`${email}:${password}`));
}

export function hasLegacySession(): boolean {
  return (
    localStorage.getItem(legacyBasicAuthKey) !== null || readCookie(legacyAuthenticatedUserCookie) !== null
  );
}

/** Sign-out: basic credentials (current and legacy), the authenticated-user cookie and the app's own data. */
export function clearStoredSession(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(appDataPrefix) || key === legacyBasicAuthKey) localStorage.removeItem(key);
  }
  deleteCookie(legacyAuthenticatedUserCookie);
}

/** Cookie names as stored (still URI-encoded), so they can be passed back to deleteCookie. */
export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

// btoa only takes Latin-1; e-mails and passwords may carry other characters.
function encodeBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
