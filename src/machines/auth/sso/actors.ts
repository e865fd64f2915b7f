import { fromCallback, fromPromise } from 'xstate';
import { findSsoProvider } from '../../../services/auth/sso.ts';
import { watchRedirectSignIn } from '../../../services/identity-sso.ts';
import { signInWithProvider } from '../../../services/identity-sso-redirect.ts';

export type ProviderRedirect = { provider: string; email: string };

/** What the redirect watcher tells the callback machine. */
export type RedirectReport =
  | { type: 'redirect.signedIn' }
  | { type: 'redirect.failed'; error: unknown }
  | { type: 'redirect.customState'; state: string };

export const ssoActors = {
  /** The provider of the e-mail's domain, or null when the backend knows none. */
  findProvider: fromPromise<string | null, { email: string }>(({ input, signal }) =>
    findSsoProvider(input.email, { signal }),
  ),
  /** Resolves once the browser is on its way to the hosted UI. */
  redirectToProvider: fromPromise<void, ProviderRedirect>(({ input }) =>
    signInWithProvider(input.provider, input.email),
  ),
};

export const ssoCallbackActors = {
  /** Amplify's Hub 'auth' events of the redirect round trip, including those before this actor started. */
  redirectOutcome: fromCallback<RedirectReport>(({ sendBack }) =>
    watchRedirectSignIn((event) => {
      if (event.type === 'signedIn') sendBack({ type: 'redirect.signedIn' });
      if (event.type === 'failed') sendBack({ type: 'redirect.failed', error: event.error });
      if (event.type === 'customState') sendBack({ type: 'redirect.customState', state: event.state });
    }),
  ),
};
