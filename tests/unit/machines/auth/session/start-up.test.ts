import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { initialContext, startSessionIn, testSessionMachine } from './support.ts';

describe('session: initializing', () => {
  it('starts initializing and busy', () => {
    const actor = createActor(testSessionMachine()).start();
    expect(actor.getSnapshot().value).toBe('initializing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('signs a legacy session out, then ends unauthenticated', async () => {
    const signOut = vi.fn<() => Promise<void>>(async () => {});
    const actor = startSessionIn('initializing', initialContext, { signOut });

    sendDone(actor, 'restoreSession', 'legacy');
    expect(actor.getSnapshot().value).toBe('signingOut');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('loads the user when an identity session is present', () => {
    const actor = startSessionIn('initializing', initialContext);
    sendDone(actor, 'restoreSession', 'signedIn');
    expect(actor.getSnapshot().value).toBe('loadingUser');
  });

  it('is unauthenticated, with the login machine running, when there is no session', () => {
    const actor = startSessionIn('initializing', initialContext);
    sendDone(actor, 'restoreSession', 'signedOut');
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().children.login?.getSnapshot().value).toEqual({ editing: 'ready' });
  });

  it('is unauthenticated when the stored session cannot be read', () => {
    const actor = startSessionIn('initializing', initialContext);
    sendError(actor, 'restoreSession', new Error('storage unavailable'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
  });
});

describe('session: unauthenticated', () => {
  it('loads the user when the login child signs in', async () => {
    const actor = createActor(
      testSessionMachine({
        restoreSession: async () => 'signedOut',
        signIn: async () => ({ signInStep: 'DONE' }),
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unauthenticated'));

    actor.getSnapshot().children.login?.send({
      type: 'credentials.submit',
      email: 'vendedor@demo.com.br',
      password: 'Demo@2026!',
    });

    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loadingUser'));
    expect(actor.getSnapshot().children.login).toBeUndefined();
  });

  it('restarts the login machine if it fails', () => {
    const actor = startSessionIn('unauthenticated', initialContext);
    sendError(actor, 'login', new Error('unexpected'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().children.login?.getSnapshot().value).toEqual({ editing: 'ready' });
  });
});
