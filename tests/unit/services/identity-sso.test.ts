import { describe, expect, it } from 'vitest';
import {
  forgetRedirectOutcome,
  hearRedirectEvent,
  watchRedirectSignIn,
  type RedirectEvent,
} from '../../../src/services/identity-sso.ts';

describe('redirect sign-in outcome', () => {
  it('is replayed to a late listener, and forgotten at sign-out so a signed-out session never hears it again', () => {
    hearRedirectEvent({ event: 'signInWithRedirect' });

    const late: RedirectEvent[] = [];
    const stop = watchRedirectSignIn((event) => late.push(event));
    expect(late).toEqual([{ type: 'signedIn' }]);
    stop();

    forgetRedirectOutcome();
    const afterSignOut: RedirectEvent[] = [];
    watchRedirectSignIn((event) => afterSignOut.push(event));
    expect(afterSignOut).toEqual([]);
    hearRedirectEvent({ event: 'signInWithRedirect' });
    expect(afterSignOut).toEqual([{ type: 'signedIn' }]);
  });

  it('keeps a failure with its error and the custom state; other Hub events are not a redirect outcome', () => {
    forgetRedirectOutcome();
    const error = new Error('invalid_grant');
    hearRedirectEvent({ event: 'signInWithRedirect_failure', data: { error } });
    hearRedirectEvent({ event: 'customOAuthState', data: 'vendedor@demo.com.br' });
    hearRedirectEvent({ event: 'tokenRefresh' });

    const heard: RedirectEvent[] = [];
    watchRedirectSignIn((event) => heard.push(event));
    expect(heard).toEqual([
      { type: 'failed', error },
      { type: 'customState', state: 'vendedor@demo.com.br' },
    ]);
  });
});
