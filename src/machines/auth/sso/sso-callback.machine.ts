/*
 * SSO return (/sso-callback): Amplify exchanges the code (PKCE) on its own; this machine waits for the result.
 * - waiting: listening to the redirect's Hub events (those that came before the page mounted are replayed).
 *   Nothing within redirectTimeout means there was no flow to finish (an old or hand-typed address).
 * - signedIn: final; the session heard the same sign-in from the identity service and loads the user.
 * - failed: the federated error in Portuguese; the page offers the way back to /sso.
 */
import { assign, setup } from 'xstate';
import { appError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith, showFailure } from '../../shared/failure.ts';
import { ssoCallbackActors, type RedirectReport } from './actors.ts';

export type SsoCallbackContext = {
  /** The e-mail that started the flow (the custom state of the round trip), when it came back. */
  email: string | null;
  failure: AppError | null;
};

export const ssoCallbackMachine = setup({
  types: {
    context: {} as SsoCallbackContext,
    events: {} as RedirectReport,
  },
  actors: ssoCallbackActors,
  delays: { redirectTimeout: 20_000 },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    showFailure: showFailure(),
    fail: failWith('sso'),
  },
}).createMachine({
  id: 'ssoCallback',
  context: { email: null, failure: null },
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['busy'],
      invoke: {
        id: 'redirectOutcome',
        src: 'redirectOutcome',
        // Listening itself failed (the identity library could not be reached): say so, do not hang.
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
      after: {
        redirectTimeout: {
          target: 'failed',
          actions: { type: 'showFailure', params: appError('sso:errors.noRedirect') },
        },
      },
      on: {
        'redirect.customState': {
          actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.state }) },
        },
        'redirect.signedIn': { target: 'signedIn' },
        'redirect.failed': {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    signedIn: { type: 'final' },
    failed: { tags: ['error'] },
  },
});
