import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn as amplifySignIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { parseAppConfig } from '../../../src/services/config.ts';
import {
  configureIdentity,
  currentIdToken,
  refreshIdToken,
  sessionClaims,
  signIn,
} from '../../../src/services/identity.ts';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn<typeof fetchAuthSession>(),
  signIn: vi.fn<typeof amplifySignIn>(),
  signOut: vi.fn<() => Promise<void>>(),
}));

const session = (payload: Record<string, unknown> | null) =>
  ({
    tokens: payload ? { idToken: { payload, toString: () => 'id.jwt.token' } } : undefined,
  }) as unknown as Awaited<ReturnType<typeof fetchAuthSession>>;

beforeEach(() => {
  vi.mocked(fetchAuthSession).mockReset();
});

describe('configureIdentity', () => {
  it('points Amplify at the user pool endpoint and keeps tokens in lax cookies for 365 days', () => {
    const setStorage = vi.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureIdentity(parseAppConfig({}, 'http://localhost:4173'));

    expect(Amplify.getConfig().Auth?.Cognito).toMatchObject({
      userPoolId: 'local_pauta',
      userPoolClientId: 'pauta-web',
      userPoolEndpoint: 'http://localhost:4173/cognito',
    });
    // Amplify.configure installs its default storage first; ours must be the one set last.
    const storage = setStorage.mock.calls.at(-1)?.[0];
    expect(storage).toBeInstanceOf(CookieStorage);
    // jsdom serves the page over http: the Secure flag would make the browser drop the cookies.
    expect(storage).toMatchObject({ sameSite: 'lax', expires: 365, secure: false, path: '/' });
  });
});

describe('identity session', () => {
  it('signs in with the e-mail as username and returns the next step', async () => {
    vi.mocked(amplifySignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(signIn('vendedor@demo.com.br', 'Demo@2026!')).resolves.toEqual({ signInStep: 'DONE' });
    expect(amplifySignIn).toHaveBeenCalledWith({ username: 'vendedor@demo.com.br', password: 'Demo@2026!' });
  });

  it('gives the id token and the claims, or nothing without a session', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue(session({ sub: 'sub-1', email: 'vendedor@demo.com.br' }));
    await expect(currentIdToken()).resolves.toBe('id.jwt.token');
    await expect(sessionClaims()).resolves.toEqual({ sub: 'sub-1', email: 'vendedor@demo.com.br' });

    vi.mocked(fetchAuthSession).mockResolvedValue(session(null));
    await expect(currentIdToken()).resolves.toBeUndefined();
    await expect(sessionClaims()).resolves.toBeNull();
  });

  it('forces the refresh and fails when no token comes back', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue(session(null));
    await expect(refreshIdToken()).rejects.toMatchObject({ name: 'MissingTokenError' });
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });
});
