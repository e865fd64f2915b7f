/*
 * Password reset (/forgot-password, then /reset-password: one machine; /reset-password starts it at the code
 * form with startAtCode, since the code was sent before that page opened).
 * - enteringEmail: the e-mail form; sendingCode asks the provider for a code (ForgotPassword).
 * - enteringCode: code, new password and confirmation; the step is CONFIRM_RESET_PASSWORD_WITH_CODE and the
 *   context says where the code went. resendingCode asks for a new one without leaving the form.
 * - confirming: ConfirmForgotPassword; a wrong or expired code, a weak password or throttling come back to
 *   enteringCode with the message (the form keeps what was typed).
 * - completed: final; the new password works, the page links to /login.
 */
import { assertEvent, assign, setup } from 'xstate';
import { appError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith, showFailure } from '../../shared/failure.ts';
import type { CodeDelivery } from '../../../services/identity-password.ts';
import { passwordResetActors, type ResetPasswordStep } from './actors.ts';

export type PasswordResetContext = {
  email: string;
  /** Where the last code went; null until the provider has sent one in this visit. */
  delivery: CodeDelivery | null;
  failure: AppError | null;
  /** A new code was sent on request (shown as a notice, not an error). */
  codeResent: boolean;
};

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'reset.submit'; email: string; code: string; newPassword: string }
  | { type: 'code.resend'; email: string };

export type PasswordResetInput = { email?: string };

const isCodeStep = (_: unknown, params: { step: ResetPasswordStep }) =>
  params.step.step === 'CONFIRM_RESET_PASSWORD_WITH_CODE';

const initialContext = (email: string, delivery: CodeDelivery | null): PasswordResetContext => ({
  email,
  delivery,
  failure: null,
  codeResent: false,
});

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: passwordResetActors,
  guards: {
    isCodeStep,
  },
  actions: {
    startRequest: assign((_, params: { email: string }) => ({
      email: params.email,
      failure: null,
      codeResent: false,
    })),
    assignDelivery: assign((_, params: { step: ResetPasswordStep; resent: boolean }) => ({
      delivery: params.step.step === 'CONFIRM_RESET_PASSWORD_WITH_CODE' ? params.step.delivery : null,
      codeResent: params.resent,
    })),
    // Every request starts with startRequest, which already took the "new code sent" notice down.
    showFailure: showFailure(),
    fail: failWith('passwordReset'),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'Redefinição de senha: código enviado por e-mail, depois a nova senha',
  meta: {
    events: {
      'email.submit': 'E-mail para redefinir a senha enviado',
      'xstate.done.actor.sendCode': 'Serviço de identidade respondeu ao pedido de código',
      'xstate.error.actor.sendCode': 'Envio do código falhou',
      'reset.submit': 'Código e nova senha enviados',
      'code.resend': 'Pediu um novo código',
      'xstate.done.actor.resendCode': 'Serviço de identidade respondeu ao reenvio do código',
      'xstate.error.actor.resendCode': 'Reenvio do código falhou',
      'xstate.done.actor.confirmReset': 'Nova senha aceita',
      'xstate.error.actor.confirmReset': 'Nova senha recusada (código ou senha inválidos)',
    },
  },
  context: ({ input }) => initialContext(input.email ?? '', null),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      description: 'Esperando a pessoa digitar o e-mail da conta',
      on: {
        'email.submit': {
          target: 'sendingCode',
          actions: { type: 'startRequest', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    sendingCode: {
      description: 'Pedindo ao serviço de identidade o código de redefinição',
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'isCodeStep', params: ({ event }) => ({ step: event.output }) },
            target: 'enteringCode',
            actions: {
              type: 'assignDelivery',
              params: ({ event }) => ({ step: event.output, resent: false }),
            },
          },
          // DONE without a code: nothing this screen can confirm; say so rather than pretend.
          {
            target: 'enteringEmail',
            actions: { type: 'showFailure', params: appError('passwordReset:errors.unexpectedStep') },
          },
        ],
        onError: {
          target: 'enteringEmail',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    enteringCode: {
      description: 'Esperando o código recebido e a nova senha',
      on: {
        'reset.submit': {
          target: 'confirming',
          actions: { type: 'startRequest', params: ({ event }) => ({ email: event.email }) },
        },
        'code.resend': {
          target: 'resendingCode',
          actions: { type: 'startRequest', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    resendingCode: {
      description: 'Pedindo um novo código, sem sair do formulário',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'isCodeStep', params: ({ event }) => ({ step: event.output }) },
            target: 'enteringCode',
            actions: {
              type: 'assignDelivery',
              params: ({ event }) => ({ step: event.output, resent: true }),
            },
          },
          {
            target: 'enteringCode',
            actions: { type: 'showFailure', params: appError('passwordReset:errors.unexpectedStep') },
          },
        ],
        onError: {
          target: 'enteringCode',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    confirming: {
      description: 'Enviando o código e a nova senha ao serviço de identidade',
      tags: ['busy'],
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ event }) => {
          assertEvent(event, 'reset.submit');
          return { email: event.email, code: event.code, newPassword: event.newPassword };
        },
        onDone: { target: 'completed' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    completed: { type: 'final', description: 'Senha redefinida: a página leva ao login' },
  },
});

/**
 * /reset-password: the code was already sent (by /forgot-password, which hands over the e-mail and where the
 * code went), so the machine starts at the code form.
 */
export function startAtCode(
  machine: typeof passwordResetMachine,
  handedOver: { email: string; delivery: CodeDelivery | null },
) {
  return machine.resolveState({
    value: 'enteringCode',
    context: initialContext(handedOver.email, handedOver.delivery),
  });
}
