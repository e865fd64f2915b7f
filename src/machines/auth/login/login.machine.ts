/*
 * Login (spec section 4, Login and Identity provider sign-in steps).
 * - editing: the credentials form; 'failed' shows the catalogue message with the typed e-mail kept.
 * - signingIn: the identity provider first (SRP). Wrong credentials or an unknown user go to basicLogin;
 *   any other failure back to editing. Amplify sets no timeout of its own: an identity service that does
 *   not answer within identityTimeout is a connection error, not a button busy for ever.
 * - basicLogin: the backend fallback. A user with a cognitoId was migrated to the provider: retryingSignIn.
 *   Otherwise the session runs on the stored Basic credentials: signedIn with authType 'basic'.
 * - retryingSignIn: the provider again, for a migrated user; DONE is announced ("Login realizado com sucesso!").
 * - challenge: the provider answered with a next step. 'routing' reads it and picks the screen (or answers by
 *   itself: a new password with the typed one, the password step, the only MFA setup type offered). The
 *   provider keeps a challenge session for 3 minutes (signInStateLifetime, restarted with every new step);
 *   past it the person is sent back to the credentials with a message saying why.
 * - resetPassword / confirmSignUp: the provider refused the sign-in until the password is reset (a screen
 *   leading to /forgot-password) or the account is confirmed (the form with the message).
 * - announcingSuccess: the migrated user's success message, shown briefly before signedIn.
 * - signedIn: final; the session machine loads the user.
 */
import { assign, setup } from 'xstate';
import type { BasicLoginResponse } from '../../../api-contract/auth.ts';
import {
  appError,
  describeError,
  isExpiredSignInError,
  isWrongCredentialsError,
  type AppError,
} from '../../../services/errors.ts';
import type { MfaSetupType, MfaType, SignInNextStep } from '../../../services/identity.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { loginActors } from './actors.ts';

type StepName = SignInNextStep['signInStep'];

export type AuthType = 'cognito' | 'basic';

/** The next answer to the pending challenge; automatic ones were not typed, so a failure ends the attempt. */
export type PendingAnswer = {
  challengeResponse: string;
  userAttributes?: Record<string, string>;
  automatic: boolean;
};

export type LoginContext = {
  email: string;
  /** The typed password, kept while the flow may still answer with it (new password, password step, retry). */
  password: string;
  step: SignInNextStep | null;
  answer: PendingAnswer | null;
  failure: AppError | null;
  /** The backend found the user with a cognitoId and the provider was tried again. */
  migrated: boolean;
  authType: AuthType;
};

export type LoginEvent =
  | { type: 'credentials.submit'; email: string; password: string }
  | { type: 'code.submit'; code: string }
  | { type: 'mfa.select'; mfaType: MfaType }
  | { type: 'mfaSetup.select'; mfaType: MfaSetupType }
  | { type: 'totpSetup.submit'; code: string }
  | { type: 'emailSetup.submit'; email: string }
  | { type: 'newPassword.submit'; attributes: Record<string, string> }
  | { type: 'customChallenge.submit'; answer: string }
  | { type: 'firstFactor.select'; challenge: string }
  | { type: 'login.restart' };

export type LoginOutput = { email: string; authType: AuthType };

export const initialLoginContext: LoginContext = {
  email: '',
  password: '',
  step: null,
  answer: null,
  failure: null,
  migrated: false,
  authType: 'cognito',
};

const isStep = (step: SignInNextStep | null, name: StepName) => step?.signInStep === name;

function mfaSetupTypes(step: SignInNextStep | null): MfaType[] {
  return step?.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION' ? (step.allowedMfaTypes ?? []) : [];
}

const hasOnly = (types: MfaType[], only: MfaType) => types.length === 1 && types[0] === only;

const answered = (challengeResponse: string, automatic = false, userAttributes?: Record<string, string>) =>
  ({ answer: { challengeResponse, automatic, ...(userAttributes ? { userAttributes } : {}) } }) as const;

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
      retrySignIn: 'signIn';
      basicLogin: 'basicLogin';
      confirmSignIn: 'confirmSignIn';
    },
  },
  actors: loginActors,
  delays: {
    /** Spec section 9: the sign-in session state lives 3 minutes. */
    signInStateLifetime: 180_000,
    successNotice: 1_500,
    /** Longer than a slow SRP exchange (two round trips, ~150 ms server time each here). */
    identityTimeout: 15_000,
  },
  guards: {
    isWrongCredentials: (_, params: { error: unknown }) => isWrongCredentialsError(params.error),
    isExpiredSignIn: (_, params: { error: unknown }) => isExpiredSignInError(params.error),
    isMigratedUser: (_, params: { response: BasicLoginResponse }) => params.response.authType === 'cognito',
    wasAutomaticAnswer: ({ context }) => context.answer?.automatic ?? false,
    isDoneAfterMigration: ({ context }) => context.migrated && isStep(context.step, 'DONE'),
    isStep: ({ context }, params: { name: StepName }) => isStep(context.step, params.name),
    needsAttributes: ({ context }) =>
      context.step?.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' &&
      (context.step.missingAttributes?.length ?? 0) > 0,
    offersBothSetupTypes: ({ context }) => {
      const types = mfaSetupTypes(context.step);
      return types.includes('TOTP') && types.includes('EMAIL');
    },
    offersOnlySetupType: ({ context }, params: { mfaType: MfaSetupType }) =>
      hasOnly(mfaSetupTypes(context.step), params.mfaType),
    isAllowedMfa: ({ context }, params: { mfaType: MfaType }) =>
      context.step?.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' &&
      (context.step.allowedMfaTypes ?? []).includes(params.mfaType),
    isAllowedSetup: ({ context }, params: { mfaType: MfaSetupType }) =>
      mfaSetupTypes(context.step).includes(params.mfaType),
    isAvailableChallenge: ({ context }, params: { challenge: string }) =>
      context.step?.signInStep === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' &&
      (context.step.availableChallenges ?? []).includes(params.challenge),
  },
  actions: {
    startAttempt: assign((_, params: { email: string; password: string }) => ({
      ...initialLoginContext,
      email: params.email,
      password: params.password,
    })),
    assignStep: assign((_, params: { step: SignInNextStep }) => ({
      step: params.step,
      answer: null,
      failure: null,
    })),
    assignAnswer: assign((_, params: { answer: PendingAnswer }) => ({
      answer: params.answer,
      failure: null,
    })),
    fail: failWith('login'),
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
  context: initialLoginContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submit': {
          target: '#login.signingIn',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ email: event.email, password: event.password }),
          },
        },
      },
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: ['error'] },
      },
    },
    signingIn: {
      tags: ['busy'],
      after: { identityTimeout: identityUnanswered },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'challenge',
          actions: { type: 'assignStep', params: ({ event }) => ({ step: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isWrongCredentials', params: ({ event }) => ({ error: event.error }) },
            target: 'basicLogin',
          },
          {
            target: 'editing.failed',
            actions: {
              type: 'endAttempt',
              params: ({ event }) => ({ failure: describeError(event.error, 'login') }),
            },
          },
        ],
      },
    },
    basicLogin: {
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
      tags: ['busy'],
      after: { identityTimeout: identityUnanswered },
      invoke: {
        id: 'retrySignIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'challenge',
          actions: { type: 'assignStep', params: ({ event }) => ({ step: event.output }) },
        },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'endAttempt',
            params: ({ event }) => ({ failure: describeError(event.error, 'login') }),
          },
        },
      },
    },
    challenge: {
      initial: 'routing',
      after: {
        signInStateLifetime: {
          target: 'editing.failed',
          actions: {
            type: 'endAttempt',
            params: { failure: appError('errors:login.signInExpired') },
          },
        },
      },
      on: {
        'login.restart': {
          target: 'editing.ready',
          actions: { type: 'endAttempt', params: { failure: null } },
        },
      },
      states: {
        routing: {
          always: [
            // Only the migrated user's second provider sign-in is announced (spec section 4, Login step 3).
            {
              guard: 'isDoneAfterMigration',
              target: '#login.announcingSuccess',
            },
            { guard: { type: 'isStep', params: { name: 'DONE' } }, target: '#login.signedIn' },
            { guard: 'needsAttributes', target: 'newPasswordAttributes' },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } },
              target: 'answering',
              actions: {
                type: 'assignAnswer',
                params: ({ context }) => answered(context.password, true),
              },
            },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_PASSWORD' } },
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ context }) => answered(context.password, true) },
            },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } },
              target: 'totpCode',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } },
              target: 'emailCode',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } },
              target: 'smsCode',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' } },
              target: 'mfaSelection',
            },
            { guard: 'offersBothSetupTypes', target: 'mfaSetupSelection' },
            {
              guard: { type: 'offersOnlySetupType', params: { mfaType: 'EMAIL' } },
              target: 'answering',
              actions: { type: 'assignAnswer', params: answered('EMAIL', true) },
            },
            {
              guard: { type: 'offersOnlySetupType', params: { mfaType: 'TOTP' } },
              target: 'answering',
              actions: { type: 'assignAnswer', params: answered('TOTP', true) },
            },
            {
              // "Cannot initiate MFA setup from available types": nothing the person could choose.
              guard: { type: 'isStep', params: { name: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION' } },
              target: '#login.editing.failed',
              actions: {
                type: 'endAttempt',
                params: { failure: appError('errors:login.generic') },
              },
            },
            {
              guard: { type: 'isStep', params: { name: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' } },
              target: 'totpSetup',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' } },
              target: 'emailSetup',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } },
              target: 'customChallenge',
            },
            {
              guard: { type: 'isStep', params: { name: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' } },
              target: 'firstFactorSelection',
            },
            { guard: { type: 'isStep', params: { name: 'RESET_PASSWORD' } }, target: '#login.resetPassword' },
            { target: '#login.confirmSignUp' },
          ],
        },
        newPasswordAttributes: {
          on: {
            'newPassword.submit': {
              target: 'answering',
              actions: {
                type: 'assignAnswer',
                params: ({ context, event }) => answered(context.password, false, event.attributes),
              },
            },
          },
        },
        totpCode: {
          on: {
            'code.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.code) },
            },
          },
        },
        emailCode: {
          on: {
            'code.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.code) },
            },
          },
        },
        smsCode: {
          on: {
            'code.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.code) },
            },
          },
        },
        mfaSelection: {
          on: {
            'mfa.select': {
              guard: { type: 'isAllowedMfa', params: ({ event }) => ({ mfaType: event.mfaType }) },
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.mfaType) },
            },
          },
        },
        mfaSetupSelection: {
          on: {
            'mfaSetup.select': {
              guard: { type: 'isAllowedSetup', params: ({ event }) => ({ mfaType: event.mfaType }) },
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.mfaType) },
            },
          },
        },
        totpSetup: {
          on: {
            'totpSetup.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.code) },
            },
          },
        },
        emailSetup: {
          on: {
            'emailSetup.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.email) },
            },
          },
        },
        customChallenge: {
          on: {
            'customChallenge.submit': {
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.answer) },
            },
          },
        },
        firstFactorSelection: {
          on: {
            'firstFactor.select': {
              guard: {
                type: 'isAvailableChallenge',
                params: ({ event }) => ({ challenge: event.challenge }),
              },
              target: 'answering',
              actions: { type: 'assignAnswer', params: ({ event }) => answered(event.challenge) },
            },
          },
        },
        answering: {
          tags: ['busy'],
          invoke: {
            id: 'confirmSignIn',
            src: 'confirmSignIn',
            input: ({ context }) => ({
              answer: {
                challengeResponse: context.answer?.challengeResponse ?? '',
                ...(context.answer?.userAttributes ? { userAttributes: context.answer.userAttributes } : {}),
              },
              email: context.email,
            }),
            // A new step comes with a new challenge session: re-entering 'challenge' restarts its lifetime.
            onDone: {
              target: '#login.challenge',
              reenter: true,
              actions: { type: 'assignStep', params: ({ event }) => ({ step: event.output }) },
            },
            onError: [
              // Even a typed answer cannot be tried again: the catalogue says the step expired.
              {
                guard: { type: 'isExpiredSignIn', params: ({ event }) => ({ error: event.error }) },
                target: '#login.editing.failed',
                actions: {
                  type: 'endAttempt',
                  params: ({ event }) => ({ failure: describeError(event.error, 'login') }),
                },
              },
              {
                guard: 'wasAutomaticAnswer',
                target: '#login.editing.failed',
                actions: {
                  type: 'endAttempt',
                  params: ({ event }) => ({ failure: describeError(event.error, 'login') }),
                },
              },
              // A typed answer was refused (e.g. a wrong code): the same screen again, with the reason.
              {
                target: 'routing',
                actions: { type: 'fail', params: errorOf },
              },
            ],
          },
        },
      },
    },
    resetPassword: {
      on: {
        'login.restart': {
          target: 'editing.ready',
          actions: { type: 'endAttempt', params: { failure: null } },
        },
      },
    },
    confirmSignUp: {
      tags: ['error'],
      on: {
        'credentials.submit': {
          target: '#login.signingIn',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ email: event.email, password: event.password }),
          },
        },
      },
      entry: { type: 'endAttempt', params: { failure: appError('errors:login.unconfirmed') } },
    },
    announcingSuccess: {
      after: { successNotice: { target: 'signedIn' } },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email, authType: context.authType }),
});
