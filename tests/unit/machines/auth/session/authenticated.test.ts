import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LoadedUser } from '../../../../../src/machines/auth/session/actors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { loadedSeller, namedError, sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  initialContext,
  signedInContext,
  startSessionIn,
  testSessionMachine,
  type LoadUserInput,
} from './support.ts';
import { selectIsTokenExpiring } from '../../../../../src/machines/auth/session/selectors.ts';

const idle = { authenticated: { userData: 'idle', validity: 'waiting' } };
const renamed = { ...loadedSeller, user: { ...loadedSeller.user, firstName: 'Paulina' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('session: authenticated', () => {
  it('signs out at once, saying the session ended, when a request had its refresh refused (session.ended)', () => {
    const actor = startSessionIn(idle, signedInContext);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(selectIsTokenExpiring(actor.getSnapshot())).toBe(true);
  });

  it('signs out on session.signOut', () => {
    const actor = startSessionIn(idle, signedInContext);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
  });

  it('user.changed (the users resource reports a write) reloads the user with fresh tokens and keeps it', async () => {
    const forceRefresh = true;
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<LoadedUser>>(async () => renamed);
    const actor = startSessionIn(idle, signedInContext, { loadUser });
    actor.send({ type: 'user.changed' });

    expect(actor.getSnapshot().value).toEqual({
      authenticated: { userData: 'reloading', validity: 'waiting' },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual(idle));
    expect(loadUser).toHaveBeenCalledWith({ forceRefresh, authType: 'cognito' });
    expect(actor.getSnapshot().context.user?.firstName).toBe('Paulina');
  });

  it('signs out when a reload fails with an auth error', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'reloading', validity: 'waiting' } },
      signedInContext,
    );
    sendError(actor, 'loadUser', new HttpError(403, 'Forbidden'));
    expect(actor.getSnapshot().value).toBe('signingOut');
  });

  it('keeps the user and records the error when a reload fails otherwise', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'reloading', validity: 'waiting' } },
      signedInContext,
    );
    sendError(actor, 'loadUser', new HttpError('FETCH_ERROR', 'Failed to fetch'));

    expect(actor.getSnapshot().value).toEqual(idle);
    expect(actor.getSnapshot().context.user).toEqual(signedInContext.user);
    expect(actor.getSnapshot().context.failure).toEqual({
      key: 'errors:userFetch',
      status: 'FETCH_ERROR',
      detail: null,
    });
  });

  it('goes back to waiting when the token is still valid', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'idle', validity: 'checking' } },
      signedInContext,
    );
    sendDone(actor, 'checkSession', undefined);
    expect(actor.getSnapshot().value).toEqual(idle);
  });

  it('signs out when the token can no longer be had', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'idle', validity: 'checking' } },
      signedInContext,
    );
    sendError(actor, 'checkSession', namedError('MissingTokenError'));
    expect(actor.getSnapshot().value).toBe('signingOut');
    // The sign-out says why: "Token JWT expirado. Redirecionando para login..."
    expect(selectIsTokenExpiring(actor.getSnapshot())).toBe(true);
  });

  it('a sign-out the person asked for does not claim the token expired', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'idle', validity: 'waiting' } },
      signedInContext,
    );
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(selectIsTokenExpiring(actor.getSnapshot())).toBe(false);
  });

  it('forgets the expiry once signed out, so the next sign-in starts clean', () => {
    const actor = startSessionIn('signingOut', { ...signedInContext, tokenExpired: true });
    sendDone(actor, 'signOut', undefined);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.tokenExpired).toBe(false);
  });

  it('checks again later when the check could not reach the provider', () => {
    const actor = startSessionIn(
      { authenticated: { userData: 'idle', validity: 'checking' } },
      signedInContext,
    );
    sendError(actor, 'checkSession', namedError('NetworkError', 'Network error'));
    expect(actor.getSnapshot().value).toEqual(idle);
  });

  it('checks validity every 5 minutes and reloads the user every 8 hours', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn<() => Promise<void>>(async () => {});
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<LoadedUser>>(async () => loadedSeller);
    const actor = createActor(testSessionMachine({ checkSession, loadUser }), {
      snapshot: testSessionMachine().resolveState({ value: 'loadingUser', context: initialContext }),
    }).start();
    sendDone(actor, 'loadUser', loadedSeller);
    expect(actor.getSnapshot().value).toEqual(idle);

    await vi.advanceTimersByTimeAsync(299_999);
    expect(checkSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(checkSession).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(28_800_000 - 300_001);
    expect(loadUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadUser).toHaveBeenCalledWith({ forceRefresh: false, authType: 'cognito' });
    // The 5-minute cycle kept running on its own: 96 checks in 8 hours.
    expect(checkSession).toHaveBeenCalledTimes(96);
    actor.stop();
  });
});

describe('session: signingOut', () => {
  it('ends unauthenticated with every session field cleared', () => {
    const actor = startSessionIn('signingOut', signedInContext);
    sendDone(actor, 'signOut', undefined);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context).toEqual(initialContext);
  });

  it('ends unauthenticated even when the provider sign-out fails', () => {
    const actor = startSessionIn('signingOut', signedInContext);
    sendError(actor, 'signOut', namedError('NetworkError'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
