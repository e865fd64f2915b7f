import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type {
  PasswordResetConfirmation,
  ResetPasswordStep,
} from '../../../../../src/machines/auth/password-reset/actors.ts';
import {
  passwordResetMachine,
  startAtCode,
  type PasswordResetContext,
} from '../../../../../src/machines/auth/password-reset/password-reset.machine.ts';
import {
  selectCodeDelivery,
  selectCodeResent,
  selectResetEmail,
  selectResetFailure,
  selectResetIsBusy,
  selectResetScreen,
} from '../../../../../src/machines/auth/password-reset/selectors.ts';
import { appError } from '../../../../../src/services/errors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { namedError, sendDone, sendError } from '../../../../model/fixtures.ts';

const email = 'joao.pereira@demo.com.br';
const delivery = { destination: 'j***@d***', medium: 'EMAIL' };
const codeStep: ResetPasswordStep = { step: 'CONFIRM_RESET_PASSWORD_WITH_CODE', delivery };
const typed = {
  email,
  delivery: null,
  failure: null,
  codeResent: false,
} satisfies PasswordResetContext;
const never = <T>() => new Promise<T>(() => {});
const submitReset = { type: 'reset.submit', email, code: '123456', newPassword: 'Nova@Senha2026' } as const;

type State = 'enteringEmail' | 'sendingCode' | 'enteringCode' | 'resendingCode' | 'confirming';

function startIn(value: State, context: Partial<typeof typed> = {}) {
  const machine = passwordResetMachine.provide({
    actors: { sendCode: fromPromise(never<ResetPasswordStep>), confirmReset: fromPromise(never<void>) },
  });
  return createActor(machine, {
    snapshot: machine.resolveState({ value, context: { ...typed, ...context } }),
    input: {},
  }).start();
}

describe('password reset: start', () => {
  it('/forgot-password starts at the e-mail, prefilled from the address', () => {
    const actor = createActor(passwordResetMachine, { input: { email } }).start();
    expect(actor.getSnapshot().value).toBe('enteringEmail');
    expect(selectResetScreen(actor.getSnapshot())).toBe('email');
    expect(selectResetEmail(actor.getSnapshot())).toBe(email);
    actor.stop();
  });

  it('/reset-password starts at the code, with where the code went', () => {
    const actor = createActor(passwordResetMachine, {
      input: { email },
      snapshot: startAtCode(passwordResetMachine, { email, delivery }),
    }).start();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(selectResetScreen(actor.getSnapshot())).toBe('code');
    expect(selectCodeDelivery(actor.getSnapshot())).toEqual(delivery);
    actor.stop();
  });
});

describe('password reset: sending the code', () => {
  it('asks the provider for a code for the submitted e-mail', async () => {
    const sendCode = vi.fn<(input: { email: string }) => Promise<ResetPasswordStep>>(never);
    const machine = passwordResetMachine.provide({
      actors: { sendCode: fromPromise(({ input }) => sendCode(input)) },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'email.submit', email });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(selectResetIsBusy(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(sendCode).toHaveBeenCalledWith({ email }));
    actor.stop();
  });

  it('goes to the code with the delivery details on CONFIRM_RESET_PASSWORD_WITH_CODE', () => {
    const actor = startIn('sendingCode');
    sendDone(actor, 'sendCode', codeStep);
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(selectCodeDelivery(actor.getSnapshot())).toEqual(delivery);
    expect(selectCodeResent(actor.getSnapshot())).toBe(false);
  });

  it('does not pretend when the provider answers DONE without a code', () => {
    const actor = startIn('sendingCode');
    sendDone(actor, 'sendCode', { step: 'DONE' });
    expect(actor.getSnapshot().value).toBe('enteringEmail');
    expect(selectResetFailure(actor.getSnapshot())?.key).toBe('passwordReset:errors.unexpectedStep');
  });

  it.each([
    [namedError('LimitExceededException', 'Attempt limit exceeded'), 'passwordReset:errors.attemptsExceeded'],
    [namedError('UserNotFoundException'), 'passwordReset:errors.userNotFound'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'passwordReset:errors.network'],
    [namedError('InvalidParameterException'), 'passwordReset:errors.generic'],
  ])('comes back to the e-mail with the message (%s)', (error, key) => {
    const actor = startIn('sendingCode');
    sendError(actor, 'sendCode', error);
    expect(actor.getSnapshot().value).toBe('enteringEmail');
    expect(selectResetFailure(actor.getSnapshot())?.key).toBe(key);
    expect(selectResetEmail(actor.getSnapshot())).toBe(email);
  });
});

describe('password reset: entering the code', () => {
  it('confirms with the e-mail, code and new password', async () => {
    const confirmReset = vi.fn<(input: PasswordResetConfirmation) => Promise<void>>(never);
    const machine = passwordResetMachine.provide({
      actors: { confirmReset: fromPromise(({ input }) => confirmReset(input)) },
    });
    const actor = createActor(machine, {
      snapshot: machine.resolveState({
        value: 'enteringCode',
        context: { ...typed, failure: appError('passwordReset:errors.wrongCode') },
      }),
      input: {},
    }).start();
    actor.send(submitReset);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectResetFailure(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() =>
      expect(confirmReset).toHaveBeenCalledWith({ email, code: '123456', newPassword: 'Nova@Senha2026' }),
    );
    actor.stop();
  });

  it('sends a new code on request and says so', () => {
    const actor = startIn('enteringCode');
    actor.send({ type: 'code.resend', email });
    expect(actor.getSnapshot().value).toBe('resendingCode');
    sendDone(actor, 'resendCode', codeStep);
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(selectCodeResent(actor.getSnapshot())).toBe(true);
    expect(selectCodeDelivery(actor.getSnapshot())).toEqual(delivery);
  });

  it('stays on the code when resending fails or answers DONE', () => {
    const failed = startIn('resendingCode');
    sendError(failed, 'resendCode', namedError('TooManyRequestsException'));
    expect(failed.getSnapshot().value).toBe('enteringCode');
    expect(selectResetFailure(failed.getSnapshot())?.key).toBe('passwordReset:errors.attemptsExceeded');

    const done = startIn('resendingCode');
    sendDone(done, 'resendCode', { step: 'DONE' });
    expect(done.getSnapshot().value).toBe('enteringCode');
    expect(selectResetFailure(done.getSnapshot())?.key).toBe('passwordReset:errors.unexpectedStep');
  });
});

describe('password reset: confirming', () => {
  it('is completed when the provider accepts the code', () => {
    const actor = startIn('confirming');
    sendDone(actor, 'confirmReset', undefined);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectResetScreen(actor.getSnapshot())).toBe('completed');
  });

  it.each([
    [
      namedError('CodeMismatchException', 'Invalid verification code provided'),
      'passwordReset:errors.wrongCode',
    ],
    [namedError('ExpiredCodeException', 'Invalid code provided'), 'passwordReset:errors.expiredCode'],
    [
      namedError('InvalidPasswordException', 'Password does not conform'),
      'passwordReset:errors.invalidPassword',
    ],
    [namedError('LimitExceededException'), 'passwordReset:errors.attemptsExceeded'],
    [new Error('boom'), 'passwordReset:errors.generic'],
  ])('comes back to the code with the message (%s)', (error, key) => {
    const actor = startIn('confirming');
    sendError(actor, 'confirmReset', error);
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(selectResetFailure(actor.getSnapshot())?.key).toBe(key);
    expect(selectResetIsBusy(actor.getSnapshot())).toBe(false);
  });
});
