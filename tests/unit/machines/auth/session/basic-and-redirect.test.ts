import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { loginMachine } from '../../../../../src/machines/auth/login/login.machine.ts';
import type { Credentials } from '../../../../../src/machines/auth/login/actors.ts';
import type { LoadedUser, RestoredSession } from '../../../../../src/machines/auth/session/actors.ts';
import type { BasicLoginResponse } from '../../../../../src/api-contract/auth.ts';
import { sessionMachine } from '../../../../../src/machines/auth/session/session.machine.ts';
import { isUserDataComplete } from '../../../../../src/machines/auth/session/session-user.ts';
import { loadedSeller, sellerUser, sendDone } from '../../../../model/fixtures.ts';
import { initialContext, pending, signedInContext, startSessionIn, type LoadUserInput } from './support.ts';

describe('session: basic-credentials sessions (backend basic login)', () => {
  it('resumes a stored basic session and loads the user with authType basic', async () => {
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<never>>(pending);
    const actor = startSessionIn('initializing', initialContext, { loadUser });
    sendDone(actor, 'restoreSession', 'basic');
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().context.authType).toBe('basic');
    await vi.waitFor(() => expect(loadUser).toHaveBeenCalledWith({ forceRefresh: false, authType: 'basic' }));
  });

  it('takes the login output: a basic login loads the user with authType basic', async () => {
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<never>>(pending);
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession>(async () => 'signedOut'),
        loadUser: fromPromise(({ input }) => loadUser(input)),
        login: loginMachine.provide({
          actors: {
            signIn: fromPromise(() =>
              Promise.reject(Object.assign(new Error('x'), { name: 'UserNotFoundException' })),
            ),
            basicLogin: fromPromise<BasicLoginResponse, Credentials>(async () => ({
              authType: 'basic',
              cognitoId: null,
            })),
          },
        }),
      },
    });
    const actor = createActor(machine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    actor.getSnapshot().children.login?.send({
      type: 'credentials.submit',
      email: 'legado@demo.com.br',
      password: 'Demo@2026!',
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loadingUser'));
    expect(actor.getSnapshot().context.authType).toBe('basic');
    expect(loadUser).toHaveBeenCalledWith({ forceRefresh: false, authType: 'basic' });
  });

  it('checks a basic session with its own rule (no token to ask the provider for)', async () => {
    vi.useFakeTimers();
    try {
      const checkSession = vi.fn<(input: { authType: string }) => Promise<never>>(pending);
      const machine = sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<RestoredSession>(async () => 'basic'),
          loadUser: fromPromise(async () => loadedSeller),
          checkSession: fromPromise(({ input }) => checkSession(input)),
        },
      });
      const actor = createActor(machine).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('authenticated')).toBe(true);
      await vi.advanceTimersByTimeAsync(300_000);
      expect(checkSession).toHaveBeenCalledWith({ authType: 'basic' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a basic user needs no cognitoId to count as complete; a provider user does', () => {
    const basicUser = { ...sellerUser, cognitoId: null, authType: 'basic' as const };
    expect(isUserDataComplete(basicUser)).toBe(true);
    expect(isUserDataComplete({ ...sellerUser, cognitoId: null })).toBe(false);
    expect(isUserDataComplete({ ...basicUser, lastName: null })).toBe(false);
  });

  it('sign-out clears the auth type with the rest of the session', async () => {
    const actor = startSessionIn('signingOut', { ...signedInContext, authType: 'basic' }, {});
    sendDone(actor, 'signOut', undefined);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.authType).toBeNull();
  });
});

describe('session: session.signedIn (a redirect sign-in finished on the SSO callback page)', () => {
  it('loads the user with authType cognito', async () => {
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<LoadedUser>>(async () => loadedSeller);
    const actor = startSessionIn('unauthenticated', initialContext, { loadUser });
    actor.send({ type: 'session.signedIn' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));
    expect(loadUser).toHaveBeenCalledWith({ forceRefresh: false, authType: 'cognito' });
    expect(actor.getSnapshot().context.authType).toBe('cognito');
  });

  it('is ignored while authenticated', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'idle', validity: 'waiting' } },
      signedInContext,
    );
    expect(actor.getSnapshot().can({ type: 'session.signedIn' })).toBe(false);
  });
});
