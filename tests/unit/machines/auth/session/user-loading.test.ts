import { describe, expect, it, vi } from 'vitest';
import type { LoadedUser } from '../../../../../src/machines/auth/session/actors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { loadedSeller, namedError, sendDone, sendError } from '../../../../model/fixtures.ts';
import { initialContext, startSessionIn, type LoadUserInput } from './support.ts';

const loading = initialContext;

describe('session: loadingUser', () => {
  it('becomes authenticated with the session user built from claims and user', () => {
    const actor = startSessionIn('loadingUser', loading);
    sendDone(actor, 'loadUser', loadedSeller);

    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ authenticated: { userData: 'idle', validity: 'waiting' } });
    expect(context).toMatchObject({
      isUserDataComplete: true,
      teams: loadedSeller.teams,
      user: loadedSeller.user,
    });
  });

  it('marks user data incomplete without a last name or a cognitoId', () => {
    for (const user of [
      { ...loadedSeller.user, lastName: null },
      { ...loadedSeller.user, cognitoId: null },
    ]) {
      const actor = startSessionIn('loadingUser', loading);
      sendDone(actor, 'loadUser', { ...loadedSeller, user });
      expect(actor.getSnapshot().context.isUserDataComplete).toBe(false);
    }
  });

  it.each([
    ['401', new HttpError(401, 'Unauthorized')],
    ['403', new HttpError(403, 'Forbidden')],
    ['not authorised', namedError('NotAuthorizedException', 'Refresh Token has expired')],
    ['missing token', namedError('MissingTokenError', 'No identity token')],
    ['expired message', new Error('jwt expired')],
  ])('clears the session on an auth error (%s)', async (_, error) => {
    const signOut = vi.fn<() => Promise<void>>(async () => {});
    const actor = startSessionIn('loadingUser', loading, { signOut });
    sendError(actor, 'loadUser', error);

    expect(actor.getSnapshot().value).toBe('signingOut');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    expect(signOut).toHaveBeenCalled();
  });

  it('shows userLoadFailed with the status for any other failure', () => {
    const actor = startSessionIn('loadingUser', loading);
    sendError(actor, 'loadUser', new HttpError(500, 'boom'));

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('userLoadFailed');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual({ key: 'errors:userFetch', status: '500', detail: null });
  });
});

describe('session: userLoadFailed', () => {
  const failed = {
    ...initialContext,
    failure: { key: 'errors:userFetch', status: 'FETCH_ERROR', detail: null },
  } as const;

  it('retries the load on session.retry', async () => {
    const loadUser = vi.fn<(input: LoadUserInput) => Promise<LoadedUser>>(async () => loadedSeller);
    const actor = startSessionIn('userLoadFailed', failed, { loadUser });
    actor.send({ type: 'session.retry' });

    expect(actor.getSnapshot().value).toBe('loadingUser');
    await vi.waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('signs out on session.signOut', () => {
    const actor = startSessionIn('userLoadFailed', failed);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
  });
});
