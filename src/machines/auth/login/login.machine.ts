/*
 * Login (spec section 4, Login and Identity provider sign-in steps).
 * - editing: the credentials form; 'failed' shows the catalogue message with the typed e-mail kept.
 * - signingIn: the identity provider first (SRP). Wrong credentials or an unknown user go to basicLogin;
 *   any other failure back to editing. Amplify sets no timeout of its own: an identity service that does
 *   not answer within identityTimeout is a connection error, not a button busy for ever.
 * - signingInWithoutPassword: the e-mail alone (USER_AUTH): the code the person asked for, or the first
 *   factors the pool allows them; a refusal goes back to editing (no backend fallback: it knows passwords only).
 * - basicLogin: the backend fallback. A user with a cognitoId was migrated to the provider: retryingSignIn.
 *   Otherwise the session runs on the stored Basic credentials: signedIn with authType 'basic'.
 * - retryingSignIn: the provider again, for a migrated user; DONE is announced ("Login realizado com sucesso!").
 * - challenge: the provider answered with a next step; the sign-in challenge machine answers it. It ends
 *   signed in (announced for a migrated user), on the reset or unconfirmed screens, back on the credentials
 *   (the back button) or failed: the credentials with the catalogue message.
 * - resetPassword / confirmSignUp: the provider refused the sign-in until the password is reset (a screen
 *   leading to /forgot-password) or the account is confirmed (the form with the message).
 * - announcingSuccess: the migrated user's success message, shown briefly before signedIn.
 * - signedIn: final; the session machine loads the user.
 */
import { assign, setup } from 'xstate';
import type { BasicLoginResponse } from '../../../api-contract/auth.ts';
import { appError, describeError, isWrongCredentialsError, type AppError } from '../../../services/errors.ts';
import type { PasswordlessChallenge, SignInNextStep } from '../../../services/identity.ts';
import {
  signInChallengeMachine,
  type SignInChallengeOutput,
} from '../sign-in-challenge/sign-in-challenge.machine.ts';
import { loginActors, type Credentials, type PasswordlessStart } from './actors.ts';

export type AuthType = 'cognito' | 'basic';

export type LoginContext = {
  email: string;
  /** The typed password, kept while the flow may still answer with it (new password, password step, retry). */
  password: string;
  /** The provider's first next step, handed to the challenge. */
  step: SignInNextStep | null;
  /** Signing in without a password: the code asked for (null: the pool's list of first factors). */
  preferredChallenge: PasswordlessChallenge | null;
  failure: AppError | null;
  /** The backend found the user with a cognitoId and the provider was tried again. */
  migrated: boolean;
  authType: AuthType;
};

export type LoginEvent =
  | { type: 'credentials.submit'; email: string; password: string }
  | { type: 'passwordless.submit'; email: string; preferredChallenge: PasswordlessChallenge | null }
  // The challenge screens send theirs to the challenge machine; from the reset screen this one comes here.
  | { type: 'login.restart' };

export type LoginOutput = { email: string; authType: AuthType };

export const initialLoginContext: LoginContext = {
  email: '',
  password: '',
  step: null,
  preferredChallenge: null,
  failure: null,
  migrated: false,
  authType: 'cognito',
};

const failureOf = (output: SignInChallengeOutput) => (output.outcome === 'failed' ? output.failure : null);

/** The challenge machine ended with `outcome`. */
const endedIn = (outcome: SignInChallengeOutput['outcome']) =>
  ({
    type: 'endedIn',
    params: ({ event }: { event: { output: SignInChallengeOutput } }) => ({ output: event.output, outcome }),
  }) as const;

/** The provider (or the challenge) failed: back to the credentials with the catalogue's words for it. */
const endWithError = {
  type: 'endAttempt',
  params: ({ event }: { event: { error: unknown } }) => ({ failure: describeError(event.error, 'login') }),
} as const;

/** The person went back: the credentials, the e-mail kept, no message. */
const backToCredentials = {
  target: '#login.editing.ready',
  actions: { type: 'endAttempt', params: { failure: null } },
} as const;

/** A new attempt with the typed credentials. */
const submitCredentials = {
  target: '#login.signingIn',
  actions: {
    type: 'startAttempt',
    params: ({ event }: { event: Credentials }) => event,
  },
} as const;

/** A new attempt with the e-mail alone. */
const submitPasswordless = {
  target: '#login.signingInWithoutPassword',
  actions: {
    type: 'startPasswordlessAttempt',
    params: ({ event }: { event: PasswordlessStart }) => event,
  },
} as const;

/** The provider answered with a next step: the challenge starts on it. */
const toChallenge = {
  target: '#login.challenge',
  actions: {
    type: 'assignStep',
    params: ({ event }: { event: { output: SignInNextStep } }) => ({ step: event.output }),
  },
} as const;

/** The identity provider did not answer in time: back to the form, as any connection failure. */
const identityUnanswered = {
  target: '#login.editing.failed',
  actions: { type: 'endAttempt', params: { failure: appError('errors:login.network') } },
} as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
    children: {} as {
      signIn: 'signIn';
      signInWithoutPassword: 'signInWithoutPassword';
      retrySignIn: 'signIn';
      basicLogin: 'basicLogin';
      challenge: 'signInChallenge';
    },
  },
  actors: { ...loginActors, signInChallenge: signInChallengeMachine },
  delays: {
    successNotice: 1_500,
    /** Longer than a slow SRP exchange (two round trips, ~150 ms server time each here). */
    identityTimeout: 15_000,
  },
  guards: {
    isWrongCredentials: (_, params: { error: unknown }) => isWrongCredentialsError(params.error),
    isMigratedUser: (_, params: { response: BasicLoginResponse }) => params.response.authType === 'cognito',
    endedIn: (_, params: { output: SignInChallengeOutput; outcome: SignInChallengeOutput['outcome'] }) =>
      params.output.outcome === params.outcome,
    isSignedInAfterMigration: ({ context }, params: { output: SignInChallengeOutput }) =>
      context.migrated && params.output.outcome === 'signedIn',
  },
  actions: {
    startAttempt: assign((_, params: { email: string; password: string }) => ({
      ...initialLoginContext,
      email: params.email,
      password: params.password,
    })),
    startPasswordlessAttempt: assign((_, params: PasswordlessStart) => ({
      ...initialLoginContext,
      email: params.email,
      preferredChallenge: params.preferredChallenge,
    })),
    assignStep: assign((_, params: { step: SignInNextStep }) => ({ step: params.step })),
    /** Back to the credentials: the e-mail stays typed, the challenge and the password are dropped. */
    endAttempt: assign(({ context }, params: { failure: AppError | null }) => ({
      ...initialLoginContext,
      email: context.email,
      failure: params.failure,
    })),
    markMigrated: assign({ migrated: true }),
    markBasic: assign({ authType: 'basic' as const }),
  },
}).createMachine({
  id: 'login',
  description: 'Entrada na conta: e-mail e senha, depois as verificações pedidas',
  meta: {
    events: {
      'credentials.submit': 'E-mail e senha enviados',
      'passwordless.submit': 'Pediu para entrar sem senha (código por e-mail, SMS ou outra forma)',
      'xstate.done.actor.signInWithoutPassword': 'Serviço de identidade respondeu à entrada sem senha',
      'xstate.error.actor.signInWithoutPassword': 'Entrada sem senha falhou no serviço de identidade',
      'xstate.done.actor.signIn': 'Serviço de identidade respondeu à entrada',
      'xstate.error.actor.signIn': 'Entrada falhou no serviço de identidade',
      'xstate.after.identityTimeout': 'Serviço de identidade não respondeu em 15 segundos',
      'xstate.done.actor.basicLogin': 'Servidor do Pauta aceitou e-mail e senha',
      'xstate.error.actor.basicLogin': 'Servidor do Pauta recusou a entrada',
      'xstate.done.actor.retrySignIn': 'Serviço de identidade respondeu à nova tentativa',
      'xstate.error.actor.retrySignIn': 'Nova tentativa falhou no serviço de identidade',
      'xstate.done.actor.challenge': 'Verificações da entrada terminaram',
      'xstate.error.actor.challenge': 'Verificações da entrada falharam inesperadamente',
      'login.restart': 'Voltou ao formulário de entrada',
      'xstate.after.successNotice': 'Aviso de sucesso mostrado pelo tempo previsto',
    },
  },
  context: initialLoginContext,
  initial: 'editing',
  states: {
    editing: {
      description: 'Formulário de entrada: e-mail e senha',
      on: { 'credentials.submit': submitCredentials, 'passwordless.submit': submitPasswordless },
      initial: 'ready',
      states: {
        ready: { description: 'Esperando a pessoa digitar e-mail e senha' },
        failed: { tags: ['error'], description: 'Falhou: mostra o erro, mantém o e-mail e deixa corrigir' },
      },
    },
    signingIn: {
      description: 'Enviando e-mail e senha ao serviço de identidade',
      tags: ['busy'],
      after: { identityTimeout: identityUnanswered },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: toChallenge,
        onError: [
          {
            guard: { type: 'isWrongCredentials', params: ({ event }) => ({ error: event.error }) },
            target: 'basicLogin',
          },
          { target: 'editing.failed', actions: endWithError },
        ],
      },
    },
    signingInWithoutPassword: {
      description: 'Pedindo ao serviço de identidade para entrar só com o e-mail (código ou outra forma)',
      tags: ['busy'],
      after: { identityTimeout: identityUnanswered },
      invoke: {
        id: 'signInWithoutPassword',
        src: 'signInWithoutPassword',
        input: ({ context }) => ({ email: context.email, preferredChallenge: context.preferredChallenge }),
        onDone: toChallenge,
        onError: { target: 'editing.failed', actions: endWithError },
      },
    },
    basicLogin: {
      description: 'Conferindo e-mail e senha no servidor do Pauta (contas antigas)',
      tags: ['busy'],
      invoke: {
        id: 'basicLogin',
        src: 'basicLogin',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: { type: 'isMigratedUser', params: ({ event }) => ({ response: event.output }) },
            target: 'retryingSignIn',
            actions: 'markMigrated',
          },
          { target: 'signedIn', actions: 'markBasic' },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'endAttempt',
            params: ({ event }) => ({ failure: describeError(event.error, 'basicLogin') }),
          },
        },
      },
    },
    retryingSignIn: {
      description: 'Conta migrada: enviando e-mail e senha de novo ao serviço de identidade',
      tags: ['busy'],
      after: { identityTimeout: identityUnanswered },
      invoke: {
        id: 'retrySignIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: toChallenge,
        onError: { target: 'editing.failed', actions: endWithError },
      },
    },
    challenge: {
      description: 'Respondendo às verificações que o serviço de identidade pediu',
      // The credentials form shows while an automatic answer is checked: the attempt is still under way.
      tags: ['busy'],
      invoke: {
        id: 'challenge',
        src: 'signInChallenge',
        input: ({ context }) => ({ step: context.step!, email: context.email, password: context.password }),
        onDone: [
          // Only the migrated user's second provider sign-in is announced (spec section 4, Login step 3).
          {
            guard: { type: 'isSignedInAfterMigration', params: ({ event }) => ({ output: event.output }) },
            target: 'announcingSuccess',
          },
          { guard: endedIn('signedIn'), target: 'signedIn' },
          { guard: endedIn('resetPassword'), target: 'resetPassword' },
          { guard: endedIn('confirmSignUp'), target: 'confirmSignUp' },
          {
            guard: endedIn('failed'),
            target: 'editing.failed',
            actions: { type: 'endAttempt', params: ({ event }) => ({ failure: failureOf(event.output) }) },
          },
          // 'restarted': the person went back from a challenge screen.
          backToCredentials,
        ],
        onError: { target: 'editing.failed', actions: endWithError },
      },
    },
    resetPassword: {
      description: 'Senha precisa ser redefinida: leva a "Esqueceu a senha?"',
      on: { 'login.restart': backToCredentials },
    },
    confirmSignUp: {
      description: 'Conta ainda não confirmada: mostra o aviso no formulário',
      tags: ['error'],
      on: {
        'credentials.submit': submitCredentials,
        'passwordless.submit': submitPasswordless,
      },
      entry: { type: 'endAttempt', params: { failure: appError('errors:login.unconfirmed') } },
    },
    announcingSuccess: {
      description: 'Mostrando "Login realizado com sucesso!" por um instante',
      after: { successNotice: { target: 'signedIn' } },
    },
    signedIn: { type: 'final', description: 'Entrou na conta: a sessão carrega os dados da pessoa' },
  },
  output: ({ context }) => ({ email: context.email, authType: context.authType }),
});
