/*
 * Session: who is signed in, and keeping that true over time.
 * - initializing: ends a legacy session (stored basic credential or authenticated-user cookie) by signing
 *   out, or resumes an identity session (token present) or a basic-credentials session (the backend basic
 *   login stored them) -> loadingUser, else unauthenticated.
 * - loadingUser: GET /api/users/me, /api/teams and /api/company-features with a token (or, for a basic session, the stored Basic
 *   credentials: no refresh-and-retry with those) in hand. An auth failure ends the session.
 * - userLoadFailed: the user could not be loaded for another reason; the person can retry or sign out.
 * - authenticated: user loaded. Two timers run side by side: the user reload (8 h) and the token
 *   validity check (5 min); an auth failure in either signs out.
 * - signingOut: provider sign-out plus clearing every stored credential; always ends unauthenticated.
 * - unauthenticated: the login machine runs as child 'login'; its success loads the user. A redirect (SSO)
 *   sign-in finished in this page's life, or the sign-up's own, does the same: the identity service reports
 *   it ('session.signedIn').
 * While authenticated, a write to the signed-in user (the forced password update) reloads it ('user.changed'),
 * and any request whose token refresh the identity service refused (a deactivated person) signs out at once
 * ('session.ended'), not at the next validity check.
 */
import { assign, setup } from 'xstate';
import { isAuthError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import type { AuthType } from '../login/login.machine.ts';
import { sessionActors, type LoadedUser, type RestoredSession } from './actors.ts';
import { signedOutContext, type SessionContext, type SessionEvent } from './context.ts';
import { isUserDataComplete } from './session-user.ts';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    children: {} as {
      restoreSession: 'restoreSession';
      loadUser: 'loadUser';
      checkSession: 'checkSession';
      signOut: 'signOut';
      login: 'login';
      watchRedirectSignIn: 'watchRedirectSignIn';
      watchUserChanges: 'watchUserChanges';
    },
  },
  actors: sessionActors,
  delays: {
    userDataRefresh: 28_800_000,
    sessionValidityCheck: 300_000,
  },
  guards: {
    isLegacySession: (_, params: { restored: RestoredSession }) => params.restored === 'legacy',
    hasIdentitySession: (_, params: { restored: RestoredSession }) => params.restored === 'signedIn',
    hasBasicSession: (_, params: { restored: RestoredSession }) => params.restored === 'basic',
    isAuthError: (_, params: { error: unknown }) => isAuthError(params.error),
  },
  actions: {
    clearSession: assign(() => signedOutContext),
    markTokenExpired: assign({ tokenExpired: true }),
    assignAuthType: assign((_, params: { authType: AuthType }) => ({ authType: params.authType })),
    assignLoadedUser: assign((_, loaded: LoadedUser) => ({
      isUserDataComplete: isUserDataComplete(loaded.user),
      user: loaded.user,
      teams: loaded.teams,
      features: loaded.features,
      failure: null,
    })),
    failUserLoad: failWith('session'),
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
  initial: 'initializing',
  states: {
    initializing: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isLegacySession', params: ({ event }) => ({ restored: event.output }) },
            target: 'signingOut',
          },
          {
            guard: { type: 'hasIdentitySession', params: ({ event }) => ({ restored: event.output }) },
            target: 'loadingUser',
            actions: { type: 'assignAuthType', params: { authType: 'cognito' } },
          },
          {
            guard: { type: 'hasBasicSession', params: ({ event }) => ({ restored: event.output }) },
            target: 'loadingUser',
            actions: { type: 'assignAuthType', params: { authType: 'basic' } },
          },
          { target: 'unauthenticated' },
        ],
        // Storage or the provider could not be read: start signed out rather than hang on a spinner.
        onError: { target: 'unauthenticated' },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ forceRefresh: false, authType: context.authType ?? 'cognito' }),
        onDone: {
          target: 'authenticated',
          actions: { type: 'assignLoadedUser', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isAuthError', params: ({ event }) => ({ error: event.error }) },
            target: 'signingOut',
            actions: 'markTokenExpired',
          },
          {
            target: 'userLoadFailed',
            actions: { type: 'failUserLoad', params: errorOf },
          },
        ],
      },
    },
    userLoadFailed: {
      tags: ['error'],
      on: {
        'session.retry': { target: 'loadingUser' },
        'session.signOut': { target: 'signingOut' },
      },
    },
    authenticated: {
      type: 'parallel',
      invoke: [
        { id: 'watchUserChanges', src: 'watchUserChanges' },
        { id: 'watchEndedSessions', src: 'watchEndedSessions' },
      ],
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.ended': { target: 'signingOut', actions: 'markTokenExpired' },
      },
      states: {
        userData: {
          initial: 'idle',
          states: {
            idle: {
              after: { userDataRefresh: { target: 'reloading' } },
              on: { 'user.changed': { target: 'reloading' } },
            },
            reloading: {
              invoke: {
                id: 'loadUser',
                src: 'loadUser',
                input: ({ context, event }) => ({
                  // A written user may carry new token attributes (custom:shouldResetPassword): fetch fresh tokens.
                  forceRefresh: event.type === 'user.changed',
                  authType: context.authType ?? 'cognito',
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignLoadedUser', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'isAuthError', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signingOut',
                    actions: 'markTokenExpired',
                  },
                  // Keep the user we have; the error stays in context for the view to mention.
                  {
                    target: 'idle',
                    actions: { type: 'failUserLoad', params: errorOf },
                  },
                ],
              },
            },
          },
        },
        validity: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { sessionValidityCheck: { target: 'checking' } },
            },
            checking: {
              invoke: {
                id: 'checkSession',
                src: 'checkSession',
                input: ({ context }) => ({ authType: context.authType ?? 'cognito' }),
                onDone: { target: 'waiting' },
                onError: [
                  {
                    guard: { type: 'isAuthError', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signingOut',
                    actions: 'markTokenExpired',
                  },
                  // Offline or the provider did not answer: the token may still be good; check again later.
                  { target: 'waiting' },
                ],
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'unauthenticated' },
        // Local data is cleared even when the provider call fails (actors.ts); the person is signed out.
        onError: { target: 'unauthenticated' },
      },
    },
    unauthenticated: {
      entry: 'clearSession',
      invoke: [
        {
          id: 'login',
          src: 'login',
          onDone: {
            target: 'loadingUser',
            actions: {
              type: 'assignAuthType',
              params: ({ event }) => ({ authType: event.output.authType }),
            },
          },
          // The login machine failed unexpectedly: start it again with a fresh form.
          onError: { target: 'unauthenticated', reenter: true },
        },
        { id: 'watchRedirectSignIn', src: 'watchRedirectSignIn' },
      ],
      on: {
        'session.signedIn': {
          target: 'loadingUser',
          actions: { type: 'assignAuthType', params: { authType: 'cognito' } },
        },
      },
    },
  },
});
