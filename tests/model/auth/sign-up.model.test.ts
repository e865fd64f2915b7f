import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { signUpActors } from '../../../src/machines/auth/sign-up/actors.ts';
import { signUpMachine, startAtCode } from '../../../src/machines/auth/sign-up/sign-up.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { namedError } from '../fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = <T>() => fromPromise(() => new Promise<T>(() => {}));
const delivery = { destination: 'f***@n***', medium: 'EMAIL' };

const fixtures = {
  createAccount: {
    done: [{ step: 'CONFIRM_SIGN_UP', delivery }, { step: 'DONE' }],
    error: [
      namedError('InvalidPasswordException'),
      namedError('InvalidParameterException', 'Este domínio entra por login único (SSO).'),
      new HttpError('FETCH_ERROR', 'Failed to fetch'),
    ],
  },
  confirmCode: {
    done: [undefined],
    error: [namedError('CodeMismatchException'), namedError('ExpiredCodeException')],
  },
  resendCode: { done: [delivery], error: [namedError('LimitExceededException')] },
  signIn: {
    done: [{ signInStep: 'DONE' }, { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }],
    error: [namedError('NotAuthorizedException')],
  },
} satisfies ActorFixtures<typeof signUpActors>;

/*
 * The walk starts where /signup?confirm= starts (startAtCode: an account made before, no password in this
 * visit), so it reaches both ends of a confirmed code; "Usar outro e-mail" leads from there to the whole form.
 */
const fromConfirmation = createMachine(
  {
    ...signUpMachine.config,
    initial: 'awaitingCode',
    context: startAtCode(signUpMachine, 'fernanda@nova-empresa.com.br').context,
  } as Parameters<typeof createMachine>[0],
  signUpMachine.implementations as Parameters<typeof createMachine>[1],
);

it('sign-up: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'signUp',
    machine: fromConfirmation,
    sut: fromConfirmation.provide({
      actors: {
        createAccount: never(),
        confirmCode: never(),
        resendCode: never(),
        signIn: never(),
      },
    }),
    userEvents: [
      {
        type: 'signUp.submit',
        givenName: 'Fernanda',
        familyName: 'Fundadora',
        email: 'fernanda@nova-empresa.com.br',
        password: 'Pauta#2026',
        companyName: 'Nova Empresa',
      },
      { type: 'code.submit', code: '123456' },
      { type: 'code.resend' },
      { type: 'signUp.edit' },
    ],
    fixtures,
    invariants: {
      editing: (actual) => expect(actual.hasTag('busy')).toBe(false),
      creatingAccount: (actual) => expect(actual.context.failure).toBeNull(),
      awaitingCode: (actual) => expect(actual.context.account.email).not.toBe(''),
      checkingCode: (actual) => expect(actual.hasTag('busy')).toBe(true),
      signingIn: (actual) => expect(actual.context.status).toBe('DONE'),
      signedIn: (actual) => expect(actual.status).toBe('done'),
      confirmed: (actual) => expect(actual.status).toBe('done'),
    },
  });
});
