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
  description: 'Sessão: quem entrou na conta e a verificação de que a entrada segue válida',
  meta: {
    events: {
      'xstate.done.actor.restoreSession': 'Sessão guardada no navegador lida',
      'xstate.error.actor.restoreSession': 'Sessão guardada no navegador não pôde ser lida',
      'xstate.done.actor.loadUser': 'Dados da pessoa carregados',
      'xstate.error.actor.loadUser': 'Carregamento dos dados da pessoa falhou',
      'session.retry': 'Pediu para carregar os dados de novo',
      'session.signOut': 'Pediu para sair da conta',
      'session.ended': 'Serviço de identidade recusou renovar a entrada',
      'user.changed': 'Dados da pessoa alterados (ex.: nova senha)',
      'xstate.after.userDataRefresh': 'Passaram 8 horas desde a última carga dos dados',
      'xstate.after.sessionValidityCheck': 'Passaram 5 minutos desde a última verificação',
      'xstate.done.actor.checkSession': 'Entrada confirmada como válida',
      'xstate.error.actor.checkSession': 'Verificação da entrada falhou',
      'xstate.done.actor.signOut': 'Saída da conta concluída',
      'xstate.error.actor.signOut': 'Saída falhou no serviço; dados locais apagados',
      'xstate.done.actor.login': 'Entrada na conta concluída',
      'xstate.error.actor.login': 'Tela de entrada falhou e recomeçou',
      'session.signedIn': 'Entrada por SSO ou pelo cadastro concluída',
    },
  },
  context: signedOutContext,
  initial: 'initializing',
  states: {
    initializing: {
      description: 'Retomando a sessão guardada neste navegador, se houver',
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
      description: 'Carregando os dados da pessoa, suas equipes e os recursos da empresa',
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
      description: 'Falhou ao carregar os dados: deixa tentar de novo ou sair',
      tags: ['error'],
      on: {
        'session.retry': { target: 'loadingUser' },
        'session.signOut': { target: 'signingOut' },
      },
    },
    authenticated: {
      description: 'Pessoa dentro da conta, usando o app',
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
          description: 'Dados da pessoa: recarregados a cada 8 horas ou quando mudam',
          initial: 'idle',
          states: {
            idle: {
              description: 'Dados da pessoa em dia, esperando a próxima recarga',
              after: { userDataRefresh: { target: 'reloading' } },
              on: { 'user.changed': { target: 'reloading' } },
            },
            reloading: {
              description: 'Recarregando os dados da pessoa em segundo plano',
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
          description: 'Validade da entrada: conferida a cada 5 minutos',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Esperando a próxima verificação da entrada',
              after: { sessionValidityCheck: { target: 'checking' } },
            },
            checking: {
              description: 'Conferindo com o serviço de identidade se a entrada segue válida',
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
      description: 'Saindo da conta e apagando as credenciais guardadas',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ event }) => ({ everywhere: event.type === 'session.signOut' && event.everywhere === true }),
        onDone: { target: 'unauthenticated' },
        // Local data is cleared even when the provider call fails (actors.ts); the person is signed out.
        onError: { target: 'unauthenticated' },
      },
    },
    unauthenticated: {
      description: 'Fora da conta: mostra a tela de entrada',
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
