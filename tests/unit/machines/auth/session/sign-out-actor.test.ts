import { createActor, toPromise } from 'xstate';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActors } from '../../../../../src/machines/auth/session/actors.ts';
import { parseAppConfig } from '../../../../../src/services/config.ts';
import { configureIdentity } from '../../../../../src/services/identity.ts';

vi.mock('aws-amplify/auth', () => ({
  confirmSignIn: vi.fn<() => Promise<void>>(),
  fetchAuthSession: vi.fn<() => Promise<void>>(),
  signIn: vi.fn<() => Promise<void>>(),
  signOut: vi.fn<() => Promise<void>>(),
}));

const clientId = 'pauta-web';

function plantSession() {
  localStorage.setItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, 'sub-1');
  localStorage.setItem('amplify-signin-with-hostedUI', 'true');
  localStorage.setItem('pauta.basicCredentials', btoa('legado@demo.com.br:Demo@2026!'));
  localStorage.setItem('basicAuth', 'legacy');
  localStorage.setItem('theme', 'dark');
  document.cookie = `CognitoIdentityServiceProvider.${clientId}.sub-1.idToken=jwt; path=/`;
  document.cookie = 'authenticatedUser=legacy; path=/';
}

describe('session signOut actor (spec section 4: sign-out)', () => {
  beforeEach(() => {
    configureIdentity(parseAppConfig({}, 'http://localhost:4173'));
    localStorage.clear();
    vi.mocked(amplifySignOut).mockReset();
  });

  it('signs out of the provider, then clears tokens, basic credentials, the cookie and identity keys', async () => {
    plantSession();
    vi.mocked(amplifySignOut).mockResolvedValue(undefined);
    await toPromise(createActor(sessionActors.signOut, { input: { everywhere: false } }).start());

    expect(amplifySignOut).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(document.cookie).toBe('');
  });

  it('goes on despite a revoke error: local data is cleared all the same', async () => {
    plantSession();
    vi.mocked(amplifySignOut).mockRejectedValue(
      Object.assign(new Error('Revoke failed'), { name: 'NetworkError' }),
    );
    await expect(
      toPromise(createActor(sessionActors.signOut, { input: { everywhere: false } }).start()),
    ).rejects.toThrow('Revoke failed');

    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(document.cookie).toBe('');
  });
});
