/*
 * Federated sign-in through the hosted UI (Amplify's signInWithRedirect, OAuth code flow with PKCE).
 * Amplify completes the flow on its own when the page comes back to /sso-callback and announces the result
 * on the Hub 'auth' channel; this module keeps that result so a page that mounts later still learns it.
 */
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';

export type RedirectEvent =
  | { type: 'signedIn' }
  | { type: 'failed'; error: unknown }
  /** The customState given to signInWithProvider, back from the round trip. */
  | { type: 'customState'; state: string };

type RedirectListener = (event: RedirectEvent) => void;

let stopRecording: (() => void) | null = null;
let recorded: RedirectEvent[] = [];
const listeners = new Set<RedirectListener>();

function deliver(event: RedirectEvent): void {
  recorded.push(event);
  for (const listener of listeners) listener(event);
}

/**
 * Starts listening before Amplify.configure: configuring Amplify with OAuth completes a pending redirect at
 * once, while the callback page (a lazy chunk behind the session's start-up) mounts much later.
 */
export function recordRedirectOutcome(): void {
  stopRecording ??= Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') deliver({ type: 'signedIn' });
    if (payload.event === 'signInWithRedirect_failure')
      deliver({ type: 'failed', error: payload.data.error });
    if (payload.event === 'customOAuthState') deliver({ type: 'customState', state: payload.data });
  });
}

/** A signed-out session must not hear an old sign-in again: what happened before sign-out is forgotten. */
export function forgetRedirectOutcome(): void {
  recorded = [];
}

/** Replays what happened since the page loaded (or the last sign-out), then reports what comes. */
export function watchRedirectSignIn(listener: RedirectListener): () => void {
  recordRedirectOutcome();
  for (const event of recorded) listener(event);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
