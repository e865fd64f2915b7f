import { afterEach, describe, expect, it } from 'vitest';
import { clearIdentityKeys } from '../../../src/services/identity.ts';
import {
  clearStoredSession,
  hasLegacySession,
  readBasicCredentials,
  storeBasicCredentials,
} from '../../../src/services/storage.ts';

const cookies = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .filter(Boolean);

afterEach(() => {
  localStorage.clear();
  for (const name of cookies()) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('legacy session detection', () => {
  it('finds the legacy basic-auth credential or the authenticated-user cookie', () => {
    expect(hasLegacySession()).toBe(false);
    localStorage.setItem('basicAuth', 'dXNlcjpwYXNz');
    expect(hasLegacySession()).toBe(true);
    localStorage.clear();
    document.cookie = 'authenticatedUser=true; path=/';
    expect(hasLegacySession()).toBe(true);
  });

  it('does not count the current basic credential as legacy', () => {
    storeBasicCredentials('vendedor@demo.com.br', 'Demo@2026!');
    expect(hasLegacySession()).toBe(false);
  });
});

describe('basic credentials', () => {
  it('stores base64 of email:password, including non-Latin-1 characters', () => {
    storeBasicCredentials('joão@demo.com.br', 'senha€');
    const stored = readBasicCredentials() ?? '';
    const bytes = Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('joão@demo.com.br:senha€');
  });
});

describe('sign-out clearing', () => {
  it('clears basic credentials, legacy data, the authenticated-user cookie and app data, and keeps the theme', () => {
    storeBasicCredentials('a@b.c', 'x');
    localStorage.setItem('basicAuth', 'legacy');
    localStorage.setItem('pauta.lastFilters', '{}');
    localStorage.setItem('theme', '{"mode":"dark"}');
    document.cookie = 'authenticatedUser=true; path=/';

    clearStoredSession();

    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(cookies()).not.toContain('authenticatedUser');
    expect(hasLegacySession()).toBe(false);
  });

  it('removes every identity-provider key from localStorage and the identity cookies', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.pauta-web.LastAuthUser', 'u1');
    localStorage.setItem('amplify-signin-with-hostedUI', 'false');
    localStorage.setItem('theme', '{}');
    document.cookie = `${encodeURIComponent('CognitoIdentityServiceProvider.pauta-web.u@x.com.idToken')}=jwt; path=/`;
    document.cookie = 'other=1; path=/';

    clearIdentityKeys();

    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(cookies()).toEqual(['other']);
  });
});
