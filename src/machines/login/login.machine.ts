/*
 * Login: e-mail and password through the identity provider.
 * - editing: the form is open; a failed attempt comes back here with an error key and the typed e-mail kept.
 * - signingIn: the identity provider is checking the credentials.
 * - signedIn: final; the parent session machine takes over (loads the user).
 * A later issue adds the challenge steps and the backend basic-login fallback.
 */
import { assertEvent, assign, setup } from 'xstate';
import { loginErrorKey, type LoginErrorKey } from '../../services/errors.ts';
import type { SignInNextStep } from '../../services/identity.ts';
import { loginActors } from './actors.ts';

export type LoginContext = { email: string; errorKey: LoginErrorKey | null };
export type LoginEvent = { type: 'credentials.submit'; email: string; password: string };
export type LoginOutput = { email: string };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: loginActors,
  guards: {
    isSignInDone: (_, params: { step: SignInNextStep }) => params.step.signInStep === 'DONE',
  },
  actions: {
    startAttempt: assign((_, params: { email: string }) => ({ email: params.email, errorKey: null })),
    showError: assign((_, params: { key: LoginErrorKey }) => ({ errorKey: params.key })),
  },
}).createMachine({
  id: 'login',
  context: { email: '', errorKey: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submit': {
          target: 'signingIn',
          actions: { type: 'startAttempt', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'credentials.submit');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isSignInDone', params: ({ event }) => ({ step: event.output }) },
            target: 'signedIn',
          },
          // Challenge steps (new password, MFA...) are not supported yet: say so instead of hanging.
          { target: 'editing', actions: { type: 'showError', params: { key: 'errors:login.generic' } } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }) => ({ key: loginErrorKey(event.error) }) },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email }),
});
