/*
 * Sign-up (issue 27; spec section 4, the session's "sign up", which returns a status and a message): the first
 * person of a company creates its account at /signup.
 * - editing: the form (names, work e-mail, password, company). creatingAccount calls SignUp; a refusal (a weak
 *   password, an SSO domain, throttling) comes back here with its message, everything typed kept.
 * - awaitingCode: the e-mailed code. "Reenviar código" waits out resendCooldown after each code sent
 *   (coolingDown -> resendAvailable); checkingCode calls ConfirmSignUp, resendingCode asks for a new code.
 *   A wrong or expired code comes back with its message; "Usar outro e-mail" goes back to the form.
 * - signingIn: the confirmed account signs in with the password typed a moment ago -> signedIn (final),
 *   announced to the session, which loads the user, whose first call makes the company.
 * - confirmed: the account is confirmed but this visit cannot sign it in (the page was opened from the login
 *   to confirm, so no password here, or the sign-in asked for more): the page sends the person to /login.
 * The status is the provider's last sign-up step, the message the failure: what the spec's "sign up" returns.
 */
import { assign, setup } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import { announceSignIn } from '../../../services/identity-sso.ts';
import type { CodeDelivery } from '../../../services/identity-password.ts';
import type { SignInNextStep } from '../../../services/identity.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { signUpActors, type NewAccount, type SignUpStep } from './actors.ts';

/** The provider's last word on the sign-up: nothing asked yet, a code to confirm, or confirmed. */
export type SignUpStatus = 'NOT_STARTED' | 'CONFIRM_SIGN_UP' | 'DONE';

export type SignUpContext = {
  /** What the person typed, kept through every refusal (the form starts from it again). */
  account: NewAccount;
  status: SignUpStatus;
  delivery: CodeDelivery | null;
  /** A new code was sent on request (a notice, not an error). */
  codeResent: boolean;
  failure: AppError | null;
};

export type SignUpEvent =
  | ({ type: 'signUp.submit' } & NewAccount)
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'signUp.edit' };

const emptyAccount: NewAccount = { email: '', password: '', givenName: '', familyName: '', companyName: '' };

/** A new visit; or, with an e-mail, one the login sent to confirm an account made before (no password here). */
const initialContext = (confirmEmail: string | null): SignUpContext => ({
  account: { ...emptyAccount, email: confirmEmail ?? '' },
  status: confirmEmail ? 'CONFIRM_SIGN_UP' : 'NOT_STARTED',
  delivery: null,
  codeResent: false,
  failure: null,
});

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    children: {} as {
      createAccount: 'createAccount';
      confirmCode: 'confirmCode';
      resendCode: 'resendCode';
      signIn: 'signIn';
    },
  },
  actors: signUpActors,
  delays: {
    /** Cognito sends at most a few codes a minute; the button waits so a double click sends one. */
    resendCooldown: 30_000,
  },
  guards: {
    needsCode: (_, params: { step: SignUpStep }) => params.step.step === 'CONFIRM_SIGN_UP',
    knowsPassword: ({ context }) => context.account.password.length > 0,
    isSignedIn: (_, params: { step: SignInNextStep }) => params.step.signInStep === 'DONE',
  },
  actions: {
    assignAccount: assign((_, params: { account: NewAccount }) => ({
      account: params.account,
      failure: null,
      codeResent: false,
    })),
    assignStep: assign((_, params: { step: SignUpStep }) => ({
      status: params.step.step,
      delivery: params.step.step === 'CONFIRM_SIGN_UP' ? params.step.delivery : null,
    })),
    assignResentDelivery: assign((_, params: { delivery: CodeDelivery }) => ({
      delivery: params.delivery,
      codeResent: true,
    })),
    markConfirmed: assign({ status: 'DONE' as const }),
    startRequest: assign({ failure: null, codeResent: false }),
    fail: failWith('signUp'),
    announceSignIn: () => announceSignIn(),
  },
}).createMachine({
  id: 'signUp',
  description: 'Cadastro: a primeira pessoa de uma empresa cria a conta em /signup',
  meta: {
    events: {
      'signUp.submit': 'Dados do cadastro enviados',
      'xstate.done.actor.createAccount': 'Serviço de identidade criou a conta',
      'xstate.error.actor.createAccount': 'Criação da conta recusada',
      'code.submit': 'Código de confirmação enviado',
      'signUp.edit': 'Pediu para usar outro e-mail',
      'xstate.after.resendCooldown': 'Passaram 30 segundos: reenvio do código liberado',
      'code.resend': 'Pediu um novo código',
      'xstate.done.actor.confirmCode': 'Conta confirmada com o código',
      'xstate.error.actor.confirmCode': 'Código de confirmação recusado',
      'xstate.done.actor.resendCode': 'Novo código enviado por e-mail',
      'xstate.error.actor.resendCode': 'Reenvio do código falhou',
      'xstate.done.actor.signIn': 'Serviço de identidade respondeu à entrada',
      'xstate.error.actor.signIn': 'Entrada após o cadastro falhou',
    },
  },
  context: initialContext(null),
  initial: 'editing',
  states: {
    editing: {
      description: 'Esperando a pessoa preencher nome, e-mail, senha e empresa',
      on: {
        'signUp.submit': {
          target: 'creatingAccount',
          actions: {
            type: 'assignAccount',
            params: ({ event }) => {
              const { type: _type, ...account } = event;
              return { account };
            },
          },
        },
      },
    },
    creatingAccount: {
      description: 'Criando a conta no serviço de identidade',
      tags: ['busy'],
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => context.account,
        onDone: [
          {
            guard: { type: 'needsCode', params: ({ event }) => ({ step: event.output }) },
            target: 'awaitingCode',
            actions: { type: 'assignStep', params: ({ event }) => ({ step: event.output }) },
          },
          // A pool that confirms on its own: nothing to wait for.
          {
            target: 'signingIn',
            actions: { type: 'assignStep', params: ({ event }) => ({ step: event.output }) },
          },
        ],
        onError: { target: 'editing', actions: { type: 'fail', params: errorOf } },
      },
    },
    awaitingCode: {
      description: 'Esperando o código de confirmação enviado por e-mail',
      initial: 'coolingDown',
      on: {
        'code.submit': { target: 'checkingCode', actions: 'startRequest' },
        // A mistyped e-mail: back to the form, everything typed kept, for a new sign-up.
        'signUp.edit': { target: 'editing', actions: 'startRequest' },
      },
      states: {
        coolingDown: {
          description: 'Reenvio do código bloqueado por 30 segundos',
          after: { resendCooldown: { target: 'resendAvailable' } },
        },
        resendAvailable: {
          description: 'Reenvio do código liberado',
          on: { 'code.resend': { target: '#signUp.resendingCode', actions: 'startRequest' } },
        },
      },
    },
    checkingCode: {
      description: 'Conferindo o código de confirmação',
      tags: ['busy'],
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => ({
          email: context.account.email,
          code: event.type === 'code.submit' ? event.code : '',
        }),
        onDone: [
          { guard: 'knowsPassword', target: 'signingIn', actions: 'markConfirmed' },
          { target: 'confirmed', actions: 'markConfirmed' },
        ],
        // A refused code may be an old one: a new one can be asked for at once.
        onError: { target: 'awaitingCode.resendAvailable', actions: { type: 'fail', params: errorOf } },
      },
    },
    resendingCode: {
      description: 'Pedindo um novo código de confirmação',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.account.email }),
        onDone: {
          target: 'awaitingCode.coolingDown',
          actions: { type: 'assignResentDelivery', params: ({ event }) => ({ delivery: event.output }) },
        },
        onError: { target: 'awaitingCode.resendAvailable', actions: { type: 'fail', params: errorOf } },
      },
    },
    signingIn: {
      description: 'Conta confirmada: entrando com a senha digitada no cadastro',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.account.email, password: context.account.password }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ step: event.output }) },
            target: 'signedIn',
          },
          // The pool asks for more (an MFA step): the login walks the person through it.
          { target: 'confirmed' },
        ],
        onError: { target: 'confirmed', actions: { type: 'fail', params: errorOf } },
      },
    },
    confirmed: { type: 'final', description: 'Conta confirmada: a pessoa segue para o login' },
    // The session hears it (services/identity-sso.ts) and loads the user, whose first call makes the company.
    signedIn: {
      type: 'final',
      description: 'Entrou na conta: a sessão carrega os dados e cria a empresa',
      entry: 'announceSignIn',
    },
  },
});

/**
 * /signup?confirm=<e-mail>: the login found the account unconfirmed, so its code was sent before this visit;
 * the machine starts at the code, a new one available at once.
 */
export function startAtCode(machine: typeof signUpMachine, email: string) {
  return machine.resolveState({ value: { awaitingCode: 'resendAvailable' }, context: initialContext(email) });
}
