/*
 * Federated sign-in through the hosted UI (Amplify's signInWithRedirect, OAuth code flow with PKCE).
 * Amplify completes the flow on its own when the page comes back to /sso-callback and announces the result
 * on the Hub 'auth' channel (identity-provider.ts passes what it hears here); this module keeps that result
 * so a page that mounts later still learns it. Nothing of Amplify here: every first load imports it.
 */
import { createResourceFeed } from './resource-feed.ts';

export type RedirectEvent =
  | { type: 'signedIn' }
  | { type: 'failed'; error: unknown }
  /** The customState given to signInWithProvider, back from the round trip. */
  | { type: 'customState'; state: string };

type RedirectListener = (event: RedirectEvent) => void;

let recorded: RedirectEvent[] = [];
const redirectEvents = createResourceFeed<RedirectEvent>();

function deliver(event: RedirectEvent): void {
  recorded.push(event);
  redirectEvents.publish(event);
}

/** One payload of Amplify's Hub 'auth' channel, heard from before Amplify is configured. */
export function hearRedirectEvent(payload: { event: string; data?: unknown }): void {
  if (payload.event === 'signInWithRedirect') deliver({ type: 'signedIn' });
  if (payload.event === 'signInWithRedirect_failure') {
    const { data } = payload;
    deliver({
      type: 'failed',
      error: typeof data === 'object' && data && 'error' in data ? data.error : data,
    });
  }
  if (payload.event === 'customOAuthState' && typeof payload.data === 'string') {
    deliver({ type: 'customState', state: payload.data });
  }
}

/**
 * A sign-in finished outside the login machine and without a redirect (the sign-up's, after its code): the
 * session hears it as it hears a redirect's, and loads the user.
 */
export function announceSignIn(): void {
  deliver({ type: 'signedIn' });
}

/** A signed-out session must not hear an old sign-in again: what happened before sign-out is forgotten. */
export function forgetRedirectOutcome(): void {
  recorded = [];
}

/** Replays what happened since the page loaded (or the last sign-out), then reports what comes. */
export function watchRedirectSignIn(listener: RedirectListener): () => void {
  for (const event of recorded) listener(event);
  return redirectEvents.subscribe(listener);
}
