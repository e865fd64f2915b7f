import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewAccount, SignUpStep } from '../../../../../src/machines/auth/sign-up/actors.ts';
import {
  selectCanResendCode,
  selectSignUpAccount,
  selectSignUpDelivery,
  selectSignUpFailure,
  selectSignUpIsBusy,
  selectSignUpScreen,
  selectSignUpStatus,
} from '../../../../../src/machines/auth/sign-up/selectors.ts';
import { signUpMachine, startAtCode } from '../../../../../src/machines/auth/sign-up/sign-up.machine.ts';
import type { CodeDelivery } from '../../../../../src/services/identity-password.ts';
import type { SignInNextStep } from '../../../../../src/services/identity.ts';
import { namedError } from '../../../../model/fixtures.ts';

const account: NewAccount = {
  givenName: 'Fernanda',
  familyName: 'Fundadora',
  email: 'fernanda@nova-empresa.com.br',
  password: 'Pauta#2026',
  companyName: 'Nova Empresa',
};
const delivery: CodeDelivery = { destination: 'f***@n***', medium: 'EMAIL' };
const codeStep: SignUpStep = { step: 'CONFIRM_SIGN_UP', delivery };
const never = <T>() => new Promise<T>(() => {});

/** The machine with each provider call answered by the given function (pending for ever when not given). */
function start(
  answers: {
    createAccount?: (input: NewAccount) => Promise<SignUpStep>;
    confirmCode?: (input: { email: string; code: string }) => Promise<void>;
    resendCode?: () => Promise<CodeDelivery>;
    signIn?: (input: { email: string; password: string }) => Promise<SignInNextStep>;
  } = {},
  snapshot?: ReturnType<typeof startAtCode>,
) {
  const machine = signUpMachine.provide({
    actors: {
      createAccount: fromPromise(({ input }) => (answers.createAccount ?? never)(input)),
      confirmCode: fromPromise(({ input }) => (answers.confirmCode ?? never)(input)),
      resendCode: fromPromise(() => (answers.resendCode ?? never)()),
      signIn: fromPromise(({ input }) => (answers.signIn ?? never)(input)),
    },
  });
  return createActor(machine, snapshot ? { snapshot } : {}).start();
}

const submit = { type: 'signUp.submit', ...account } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up: the account form', () => {
  it('starts at the form, nothing asked of the provider yet', () => {
    const actor = start();
    expect(selectSignUpScreen(actor.getSnapshot())).toBe('form');
    expect(selectSignUpStatus(actor.getSnapshot())).toBe('NOT_STARTED');
  });

  it('creates the account with what was typed, busy meanwhile', async () => {
    const createAccount = vi.fn<(input: NewAccount) => Promise<SignUpStep>>(never);
    const actor = start({ createAccount });
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('creatingAccount');
    expect(selectSignUpIsBusy(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(createAccount).toHaveBeenCalledWith(account));
  });

  it('a refusal comes back to the form with its message and everything typed', async () => {
    const actor = start({
      createAccount: () =>
        Promise.reject(namedError('InvalidParameterException', 'Este domínio entra por login único (SSO).')),
    });
    actor.send(submit);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(selectSignUpFailure(actor.getSnapshot())?.key).toBe('signUp:errors.ssoDomain');
    expect(selectSignUpAccount(actor.getSnapshot())).toEqual(account);
  });

  it('a weak password reads as the policy, throttling as a wait', async () => {
    for (const [name, key] of [
      ['InvalidPasswordException', 'signUp:errors.invalidPassword'],
      ['LimitExceededException', 'signUp:errors.attemptsExceeded'],
      ['NotAuthorizedException', 'signUp:errors.closed'],
      ['UsernameExistsException', 'signUp:errors.exists'],
    ] as const) {
      const actor = start({ createAccount: () => Promise.reject(namedError(name)) });
      actor.send(submit);
      await vi.waitFor(() => expect(selectSignUpFailure(actor.getSnapshot())?.key).toBe(key));
    }
  });
});

describe('sign-up: the e-mailed code', () => {
  it('waits for the code, says where it went, and offers a new one only after the cooldown', async () => {
    vi.useFakeTimers();
    const actor = start({ createAccount: () => Promise.resolve(codeStep) });
    actor.send(submit);
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('code'));
    expect(selectSignUpStatus(actor.getSnapshot())).toBe('CONFIRM_SIGN_UP');
    expect(selectSignUpDelivery(actor.getSnapshot())).toEqual(delivery);
    expect(selectCanResendCode(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(selectCanResendCode(actor.getSnapshot())).toBe(true);
  });

  it('a new code restarts the cooldown and is announced', async () => {
    const resent = { destination: 'f***@n***', medium: 'EMAIL' };
    const actor = start(
      { resendCode: () => Promise.resolve(resent) },
      startAtCode(signUpMachine, account.email),
    );
    expect(selectCanResendCode(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'code.resend' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ awaitingCode: 'coolingDown' })).toBe(true));
    expect(actor.getSnapshot().context.codeResent).toBe(true);
  });

  it('a wrong code comes back with its message, a new code available at once', async () => {
    vi.useFakeTimers();
    const actor = start({
      createAccount: () => Promise.resolve(codeStep),
      confirmCode: () => Promise.reject(namedError('CodeMismatchException')),
    });
    actor.send(submit);
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'code.submit', code: '000000' });
    await vi.waitFor(() =>
      expect(selectSignUpFailure(actor.getSnapshot())?.key).toBe('signUp:errors.wrongCode'),
    );
    expect(selectCanResendCode(actor.getSnapshot())).toBe(true);
  });

  it('a confirmed code signs in with the password just typed, and ends signed in', async () => {
    const confirmCode = vi.fn<(input: { email: string; code: string }) => Promise<void>>(() =>
      Promise.resolve(),
    );
    const signIn = vi.fn<(input: { email: string; password: string }) => Promise<SignInNextStep>>(() =>
      Promise.resolve({ signInStep: 'DONE' }),
    );
    const actor = start({ createAccount: () => Promise.resolve(codeStep), confirmCode, signIn });
    actor.send(submit);
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('signedIn'));
    expect(confirmCode).toHaveBeenCalledWith({ email: account.email, code: '123456' });
    expect(signIn).toHaveBeenCalledWith({ email: account.email, password: account.password });
    expect(selectSignUpStatus(actor.getSnapshot())).toBe('DONE');
  });

  it('"Usar outro e-mail" goes back to the form with everything typed', async () => {
    const actor = start({ createAccount: () => Promise.resolve(codeStep) });
    actor.send(submit);
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'signUp.edit' });
    expect(selectSignUpScreen(actor.getSnapshot())).toBe('form');
    expect(selectSignUpAccount(actor.getSnapshot())).toEqual(account);
  });
});

describe('sign-up: confirming an account made before (from the login)', () => {
  it('starts at the code; once confirmed, with no password here, the login takes over', async () => {
    const actor = start({ confirmCode: () => Promise.resolve() }, startAtCode(signUpMachine, account.email));
    expect(selectSignUpScreen(actor.getSnapshot())).toBe('code');
    expect(selectSignUpAccount(actor.getSnapshot()).email).toBe(account.email);
    actor.send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('confirmed'));
  });

  it('a sign-in that asks for more steps also goes on at the login', async () => {
    const actor = start({
      createAccount: () => Promise.resolve(codeStep),
      confirmCode: () => Promise.resolve(),
      signIn: () => Promise.resolve<SignInNextStep>({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }),
    });
    actor.send(submit);
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(selectSignUpScreen(actor.getSnapshot())).toBe('confirmed'));
    expect(selectSignUpFailure(actor.getSnapshot())).toBeNull();
  });
});
