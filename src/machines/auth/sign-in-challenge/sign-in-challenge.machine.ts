/*
 * The identity provider's sign-in challenge (spec section 4, Identity provider sign-in steps), invoked by the
 * login machine's `challenge` state with the provider's next step, the typed e-mail and password.
 * - step: one challenge session. 'routing' reads the next step and picks the screen where the person answers
 *   (the three sign-in code steps share `code`: only the screen's words differ, and the view takes them from
 *   the step) or answers by itself (a new password with the typed one, the password step, the only MFA setup
 *   type offered); 'answering' sends the answer. The provider keeps a challenge session for 3 minutes
 *   (signInStateLifetime): a new step re-enters `step`, restarting it; past it the attempt fails, saying why.
 *   'login.restart' (the screens' back button) abandons the challenge from any screen.
 * - signedIn / resetPassword / confirmSignUp / restarted / failed: final; the output says which, and the login
 *   machine goes on from there (signed in, the reset screen, the unconfirmed message, the credentials).
 */
import { assign, setup } from 'xstate';
import { appError, describeError, isExpiredSignInError, type AppError } from '../../../services/errors.ts';
import type { MfaSetupType, MfaType, SignInNextStep } from '../../../services/identity.ts';
import {
  automatic,
  isCodeStep,
  isStep,
  mfaSetupTypes,
  needsAttributes,
  offered,
  typedAnswer,
  type AnswerEvent,
  type PendingAnswer,
} from './steps.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { signInChallengeActors } from './actors.ts';

export type SignInChallengeInput = {
  step: SignInNextStep;
  email: string;
  /** The typed password: a new password or the password step is answered with it. */
  password: string;
};

/** How the challenge ended, for the login machine to go on from. */
export type SignInChallengeOutput =
  | { outcome: 'signedIn' | 'resetPassword' | 'confirmSignUp' | 'restarted' }
  | { outcome: 'failed'; failure: AppError };

export type SignInChallengeContext = SignInChallengeInput & {
  answer: PendingAnswer | null;
  failure: AppError | null;
  outcome: SignInChallengeOutput | null;
};

export type SignInChallengeEvent = AnswerEvent | { type: 'login.restart' };

const hasOnly = (types: MfaType[], only: MfaType) => types.length === 1 && types[0] === only;

/** The answer a screen's event carries. */
const typed = ({ context, event }: { context: SignInChallengeContext; event: AnswerEvent }) =>
  typedAnswer(context.password, event);

/** A screen's answer goes to the provider. */
const answer = { target: 'answering', actions: { type: 'takeAnswer', params: typed } } as const;
/** A choice goes only if the step offered it. */
const offeredAnswer = { guard: { type: 'isOffered', params: typed }, ...answer } as const;

/** Routing: the step named goes to `target`. */
const onStep = (name: SignInNextStep['signInStep'], target: string) =>
  ({ guard: { type: 'isStep', params: { name } }, target }) as const;

/** The attempt ends on the credentials with the catalogue's words for the provider's refusal. */
const failedWith = ({ event }: { event: { error: unknown } }) => ({
  outcome: 'failed' as const,
  failure: describeError(event.error, 'login'),
});

export const signInChallengeMachine = setup({
  types: {
    input: {} as SignInChallengeInput,
    context: {} as SignInChallengeContext,
    events: {} as SignInChallengeEvent,
    output: {} as SignInChallengeOutput,
    children: {} as { confirmSignIn: 'confirmSignIn' },
  },
  actors: signInChallengeActors,
  delays: {
    /** Spec section 9: the sign-in session state lives 3 minutes. */
    signInStateLifetime: 180_000,
  },
  guards: {
    isExpiredSignIn: (_, params: { error: unknown }) => isExpiredSignInError(params.error),
    wasAutomaticAnswer: ({ context }) => context.answer?.automatic ?? false,
    isStep: ({ context }, params: { name: SignInNextStep['signInStep'] }) =>
      isStep(context.step, params.name),
    isCodeStep: ({ context }) => isCodeStep(context.step),
    needsAttributes: ({ context }) => needsAttributes(context.step),
    offersBothSetupTypes: ({ context }) => {
      const types = mfaSetupTypes(context.step);
      return types.includes('TOTP') && types.includes('EMAIL');
    },
    offersOnlySetupType: ({ context }, params: { mfaType: MfaSetupType }) =>
      hasOnly(mfaSetupTypes(context.step), params.mfaType),
    isOffered: ({ context }, answer: PendingAnswer) =>
      offered(context.step).includes(answer.challengeResponse),
  },
  actions: {
    assignStep: assign((_, step: SignInNextStep) => ({ step, answer: null, failure: null })),
    takeAnswer: assign((_, answer: PendingAnswer) => ({ answer, failure: null })),
    fail: failWith('login'),
    end: assign((_, outcome: SignInChallengeOutput) => ({ outcome })),
  },
}).createMachine({
  id: 'signInChallenge',
  description: 'Verificações pedidas na entrada: código, nova senha, configuração de MFA',
  meta: {
    events: {
      'login.restart': 'Voltou ao formulário de entrada',
      'xstate.after.signInStateLifetime': 'Etapa de entrada expirou (3 minutos)',
      'newPassword.submit': 'Dados pedidos com a nova senha enviados',
      'code.submit': 'Código de verificação enviado',
      'mfa.select': 'Forma de verificação escolhida',
      'mfaSetup.select': 'Forma de verificação a configurar escolhida',
      'totpSetup.submit': 'Código do aplicativo autenticador enviado',
      'emailSetup.submit': 'E-mail para os códigos informado',
      'customChallenge.submit': 'Resposta da verificação adicional enviada',
      'firstFactor.select': 'Forma de entrar escolhida',
      'xstate.done.actor.confirmSignIn': 'Serviço de identidade aceitou a resposta',
      'xstate.error.actor.confirmSignIn': 'Serviço de identidade recusou a resposta',
    },
  },
  context: ({ input }) => ({ ...input, answer: null, failure: null, outcome: null }),
  initial: 'step',
  output: ({ context }) => context.outcome!,
  states: {
    step: {
      description: 'Uma etapa de verificação em andamento (vale 3 minutos)',
      initial: 'routing',
      after: {
        signInStateLifetime: {
          target: 'failed',
          actions: {
            type: 'end',
            params: { outcome: 'failed', failure: appError('errors:login.signInExpired') },
          },
        },
      },
      on: { 'login.restart': { target: 'restarted' } },
      states: {
        routing: {
          description: 'Vendo qual verificação o serviço de identidade pediu',
          always: [
            onStep('DONE', '#signInChallenge.signedIn'),
            { guard: 'needsAttributes', target: 'newPasswordAttributes' },
            {
              ...onStep('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'answering'),
              actions: { type: 'takeAnswer', params: ({ context }) => automatic(context.password) },
            },
            {
              ...onStep('CONFIRM_SIGN_IN_WITH_PASSWORD', 'answering'),
              actions: { type: 'takeAnswer', params: ({ context }) => automatic(context.password) },
            },
            { guard: 'isCodeStep', target: 'code' },
            onStep('CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'mfaSelection'),
            { guard: 'offersBothSetupTypes', target: 'mfaSetupSelection' },
            {
              guard: { type: 'offersOnlySetupType', params: { mfaType: 'EMAIL' } },
              target: 'answering',
              actions: { type: 'takeAnswer', params: automatic('EMAIL') },
            },
            {
              guard: { type: 'offersOnlySetupType', params: { mfaType: 'TOTP' } },
              target: 'answering',
              actions: { type: 'takeAnswer', params: automatic('TOTP') },
            },
            {
              // "Cannot initiate MFA setup from available types": nothing the person could choose.
              ...onStep('CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', '#signInChallenge.failed'),
              actions: {
                type: 'end',
                params: { outcome: 'failed', failure: appError('errors:login.generic') },
              },
            },
            onStep('CONTINUE_SIGN_IN_WITH_TOTP_SETUP', 'totpSetup'),
            onStep('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'emailSetup'),
            onStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'customChallenge'),
            onStep('CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', 'firstFactorSelection'),
            onStep('RESET_PASSWORD', '#signInChallenge.resetPassword'),
            { target: '#signInChallenge.confirmSignUp' },
          ],
        },
        newPasswordAttributes: {
          description: 'Esperando a pessoa informar os dados pedidos com a nova senha',
          on: { 'newPassword.submit': answer },
        },
        // TOTP, e-mail and SMS codes: the same answer; the screen's words come from the step.
        code: {
          description: 'Esperando a pessoa digitar o código (aplicativo, e-mail ou SMS)',
          on: { 'code.submit': answer },
        },
        mfaSelection: {
          description: 'Esperando a pessoa escolher como confirmar a identidade',
          on: { 'mfa.select': offeredAnswer },
        },
        mfaSetupSelection: {
          description: 'Esperando a pessoa escolher qual verificação em duas etapas configurar',
          on: { 'mfaSetup.select': offeredAnswer },
        },
        totpSetup: {
          description: 'Mostrando o QR code e esperando o código do aplicativo autenticador',
          on: { 'totpSetup.submit': answer },
        },
        emailSetup: {
          description: 'Esperando a pessoa informar o e-mail que receberá os códigos',
          on: { 'emailSetup.submit': answer },
        },
        customChallenge: {
          description: 'Esperando a resposta da verificação adicional',
          on: { 'customChallenge.submit': answer },
        },
        firstFactorSelection: {
          description: 'Esperando a pessoa escolher como entrar (senha ou código)',
          on: { 'firstFactor.select': offeredAnswer },
        },
        answering: {
          description: 'Enviando a resposta ao serviço de identidade',
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
            // A new step comes with a new challenge session: re-entering 'step' restarts its lifetime.
            onDone: {
              target: '#signInChallenge.step',
              reenter: true,
              actions: { type: 'assignStep', params: ({ event }) => event.output },
            },
            onError: [
              // Even a typed answer cannot be tried again: the catalogue says the step expired.
              {
                guard: { type: 'isExpiredSignIn', params: ({ event }) => ({ error: event.error }) },
                target: '#signInChallenge.failed',
                actions: { type: 'end', params: failedWith },
              },
              {
                guard: 'wasAutomaticAnswer',
                target: '#signInChallenge.failed',
                actions: { type: 'end', params: failedWith },
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
    signedIn: {
      type: 'final',
      description: 'Verificações concluídas: a pessoa entrou na conta',
      entry: { type: 'end', params: { outcome: 'signedIn' } },
    },
    resetPassword: {
      type: 'final',
      description: 'Serviço de identidade exige redefinir a senha',
      entry: { type: 'end', params: { outcome: 'resetPassword' } },
    },
    confirmSignUp: {
      type: 'final',
      description: 'Conta ainda não confirmada',
      entry: { type: 'end', params: { outcome: 'confirmSignUp' } },
    },
    restarted: {
      type: 'final',
      description: 'Pessoa voltou ao formulário de entrada',
      entry: { type: 'end', params: { outcome: 'restarted' } },
    },
    // Its reason is set by the transition that ends here: expired, refused, or nothing to set up.
    failed: { type: 'final', description: 'Falhou: volta ao formulário de entrada com o motivo' },
  },
});
