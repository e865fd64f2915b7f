import { describe, expect, it, vi } from 'vitest';
import type { RedirectEvent } from '../../../src/services/identity-sso.ts';

// Amplify's Hub as a plain emitter, so the test plays the redirect round trip's events itself.
const hub = vi.hoisted(() => {
  const listeners: Array<(capsule: { payload: { event: string; data?: unknown } }) => void> = [];
  return {
    listen: (_channel: string, listener: (typeof listeners)[number]) => {
      listeners.push(listener);
      return () => {};
    },
    emit: (event: string) => listeners.forEach((listener) => listener({ payload: { event } })),
  };
});
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: hub.listen } }));
vi.mock('aws-amplify/auth', () => ({ signInWithRedirect: vi.fn<() => Promise<void>>() }));
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));

const sso = await import('../../../src/services/identity-sso.ts');

describe('redirect sign-in outcome', () => {
  it('is replayed to a late listener, and forgotten at sign-out so a signed-out session never hears it again', () => {
    sso.recordRedirectOutcome();
    hub.emit('signInWithRedirect');

    const late: RedirectEvent[] = [];
    const stop = sso.watchRedirectSignIn((event) => late.push(event));
    expect(late).toEqual([{ type: 'signedIn' }]);
    stop();

    sso.forgetRedirectOutcome();
    const afterSignOut: RedirectEvent[] = [];
    sso.watchRedirectSignIn((event) => afterSignOut.push(event));
    expect(afterSignOut).toEqual([]);
    hub.emit('signInWithRedirect');
    expect(afterSignOut).toEqual([{ type: 'signedIn' }]);
  });
});
