import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Credentials } from '../../../../../src/machines/auth/login/actors.ts';
import {
  selectEmail,
  selectFailure,
  selectIsBusy,
  selectScreen,
} from '../../../../../src/machines/auth/login/selectors.ts';
import { appError, describeError } from '../../../../../src/services/errors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { namedError, sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  backendRefusal,
  lockedOut,
  offline,
  steps,
  unknownUser,
  wrongPassword,
} from '../../../../model/auth/login-fixtures.ts';
import { pending, startLoginIn, testLoginMachine } from './support.ts';

const seller: Credentials = { email: 'vendedor@demo.com.br', password: 'Demo@2026!' };

describe('login: editing', () => {
  it('starts on the credentials, neither busy nor failed', () => {
    const actor = createActor(testLoginMachine()).start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(selectScreen(actor.getSnapshot())).toBe('credentials');
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('submits the credentials to the identity provider first', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<never>>(pending);
    const actor = createActor(testLoginMachine({ signIn })).start();
    actor.send({ type: 'credentials.submit', ...seller });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith(seller));
  });

  it('a new attempt clears the previous error and takes the new e-mail', () => {
    const actor = startLoginIn({ editing: 'failed' }, { failure: describeError(wrongPassword(), 'login') });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'credentials.submit', email: 'outro@demo.com.br', password: 'x' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(selectEmail(actor.getSnapshot())).toBe('outro@demo.com.br');
  });
});

describe('login: signingIn (identity provider)', () => {
  it('DONE: signed in with a cognito session, the e-mail as output', () => {
    const actor = startLoginIn('signingIn');
    sendDone(actor, 'signIn', steps.done);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ email: seller.email, authType: 'cognito' });
  });

  it.each([
    ['wrong credentials', wrongPassword()],
    ['an unknown user', unknownUser()],
  ])('%s: falls back to the backend basic login with the same credentials', async (_, error) => {
    const basicLogin = vi.fn<(credentials: Credentials) => Promise<never>>(pending);
    const actor = startLoginIn('signingIn', {}, { basicLogin });
    sendError(actor, 'signIn', error);
    expect(actor.getSnapshot().value).toBe('basicLogin');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(basicLogin).toHaveBeenCalledWith(seller));
  });

  it.each([
    [lockedOut(), 'errors:login.temporarilyLocked'],
    [namedError('LimitExceededException'), 'errors:login.attemptsExceeded'],
    [namedError('TooManyRequestsException'), 'errors:login.attemptsExceeded'],
    [namedError('UserNotConfirmedException'), 'errors:login.unconfirmed'],
    [namedError('InvalidPasswordException'), 'errors:login.invalidPassword'],
    [offline(), 'errors:login.network'],
    [new HttpError('TIMEOUT_ERROR', 'timeout'), 'errors:login.network'],
    [namedError('MissingTokenError'), 'errors:login.missingToken'],
    [namedError('NotAllowedError'), 'errors:login.passkey.PasskeyAuthenticationCanceled'],
    [namedError('AbortError'), 'errors:login.passkey.PasskeyOperationAborted'],
    [namedError('SecurityError'), 'errors:login.passkey.RelyingPartyMismatch'],
    [namedError('PasskeyNotSupported'), 'errors:login.passkey.PasskeyNotSupported'],
    [
      namedError('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
      'errors:login.generic',
    ],
    [new Error('B cannot be zero.'), 'errors:login.generic'],
  ])(
    'other failures end on the credentials with the catalogue key and the e-mail kept (%s)',
    (error, key) => {
      const actor = startLoginIn('signingIn');
      sendError(actor, 'signIn', error);
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      expect(selectFailure(actor.getSnapshot())).toMatchObject({ key, detail: null });
      expect(selectEmail(actor.getSnapshot())).toBe(seller.email);
      expect(actor.getSnapshot().context.password).toBe('');
      expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    },
  );
});

describe('login: an identity provider that does not answer', () => {
  it('after 15 s the sign-in ends on the credentials with the connection message, the e-mail kept', () => {
    vi.useFakeTimers();
    try {
      // signIn never settles (testLoginMachine's default for an unlisted call).
      const actor = createActor(testLoginMachine()).start();
      actor.send({ type: 'credentials.submit', email: seller.email, password: 'Demo@2026!' });
      vi.advanceTimersByTime(14_999);
      expect(selectIsBusy(actor.getSnapshot())).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
      expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.network');
      expect(selectEmail(actor.getSnapshot())).toBe(seller.email);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('login: basicLogin (backend fallback)', () => {
  it('a basic user: signed in with a basic session', () => {
    const actor = startLoginIn('basicLogin');
    sendDone(actor, 'basicLogin', { authType: 'basic', cognitoId: null });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ email: seller.email, authType: 'basic' });
  });

  it('a user with a cognitoId: the provider sign-in is retried with the same credentials', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<never>>(pending);
    const actor = startLoginIn('basicLogin', {}, { signIn });
    sendDone(actor, 'basicLogin', { authType: 'cognito', cognitoId: 'c-13' });
    expect(actor.getSnapshot().value).toBe('retryingSignIn');
    expect(actor.getSnapshot().context.migrated).toBe(true);
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith(seller));
  });

  it('a refusal shows the backend title (else its message, spec section 8), with the e-mail kept', () => {
    const actor = startLoginIn('basicLogin');
    sendError(actor, 'basicLogin', backendRefusal());
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())).toEqual({
      key: 'errors:login.backendFailed',
      status: '401',
      detail: 'Email ou senha incorretos. Por favor, tente novamente.',
    });
    expect(selectEmail(actor.getSnapshot())).toBe(seller.email);

    const titled = startLoginIn('basicLogin');
    sendError(
      titled,
      'basicLogin',
      new HttpError(401, 'x', { body: { title: 'Credenciais inválidas', message: 'Senha errada.' } }),
    );
    expect(selectFailure(titled.getSnapshot())?.detail).toBe('Credenciais inválidas');

    const spoken = startLoginIn('basicLogin');
    sendError(spoken, 'basicLogin', new HttpError(401, 'x', { body: { message: 'Senha errada.' } }));
    expect(selectFailure(spoken.getSnapshot())?.detail).toBe('Senha errada.');
  });

  it('without title or message: "Login failed"; offline: the connection message', () => {
    const bare = startLoginIn('basicLogin');
    sendError(bare, 'basicLogin', new HttpError(500, 'HTTP 500'));
    expect(selectFailure(bare.getSnapshot())).toEqual({
      key: 'errors:login.backendFallback',
      status: '500',
      detail: null,
    });

    const offlineActor = startLoginIn('basicLogin');
    sendError(offlineActor, 'basicLogin', offline());
    expect(selectFailure(offlineActor.getSnapshot())).toEqual({
      key: 'errors:login.network',
      status: 'FETCH_ERROR',
      detail: null,
    });
  });

  it('a failure that is not the backend answering (e.g. storage refused the credentials): "Login failed"', () => {
    const actor = startLoginIn('basicLogin');
    sendError(actor, 'basicLogin', namedError('QuotaExceededError'));
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.backendFallback');
  });
});

describe('login: retryingSignIn (migrated user)', () => {
  it('DONE is announced, then signed in with a cognito session', () => {
    vi.useFakeTimers();
    try {
      const actor = startLoginIn('retryingSignIn', { migrated: true });
      sendDone(actor, 'retrySignIn', steps.done);
      expect(actor.getSnapshot().value).toBe('announcingSuccess');
      expect(selectScreen(actor.getSnapshot())).toBe('success');
      vi.advanceTimersByTime(1_500);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ email: seller.email, authType: 'cognito' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a challenge after the retry is handled like any other', () => {
    const actor = startLoginIn('retryingSignIn', { migrated: true });
    sendDone(actor, 'retrySignIn', steps.totpCode);
    expect(actor.getSnapshot().value).toBe('challenge');
    expect(actor.getSnapshot().children.challenge?.getSnapshot().value).toEqual({ step: 'code' });
  });

  it('a failure ends on the credentials with the catalogue message', () => {
    const actor = startLoginIn('retryingSignIn', { migrated: true });
    sendError(actor, 'retrySignIn', wrongPassword());
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.wrongCredentials');
    expect(actor.getSnapshot().context.migrated).toBe(false);
  });
});

describe('login: provider refusals that are steps', () => {
  it('RESET_PASSWORD (password reset required): the reset screen, and back with the e-mail', () => {
    const actor = startLoginIn('signingIn');
    sendDone(actor, 'signIn', steps.resetPassword);
    expect(actor.getSnapshot().value).toBe('resetPassword');
    expect(selectScreen(actor.getSnapshot())).toBe('resetPassword');
    actor.send({ type: 'login.restart' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(selectEmail(actor.getSnapshot())).toBe(seller.email);
  });

  it('CONFIRM_SIGN_UP (unconfirmed user): the form with "Sua conta ainda não foi confirmada..."', () => {
    const actor = startLoginIn('signingIn');
    sendDone(actor, 'signIn', steps.confirmSignUp);
    expect(actor.getSnapshot().value).toBe('confirmSignUp');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectScreen(actor.getSnapshot())).toBe('credentials');
    expect(selectFailure(actor.getSnapshot())).toEqual(appError('errors:login.unconfirmed'));
    actor.send({ type: 'credentials.submit', ...seller });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });
});

describe('login: signingInWithoutPassword (USER_AUTH)', () => {
  it('asks the provider with the e-mail alone and the code asked for', async () => {
    const signInWithoutPassword = vi.fn<() => Promise<never>>(pending);
    const actor = createActor(testLoginMachine({ signInWithoutPassword })).start();
    actor.send({ type: 'passwordless.submit', email: seller.email, preferredChallenge: 'SMS_OTP' });
    expect(actor.getSnapshot().value).toBe('signingInWithoutPassword');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.password).toBe('');
    await vi.waitFor(() =>
      expect(signInWithoutPassword).toHaveBeenCalledWith({
        email: seller.email,
        preferredChallenge: 'SMS_OTP',
      }),
    );
  });

  it('the provider’s next step starts the challenge', () => {
    const actor = startLoginIn('signingInWithoutPassword', { password: '' });
    sendDone(actor, 'signInWithoutPassword', steps.firstFactor);
    expect(actor.getSnapshot().value).toBe('challenge');
    expect(actor.getSnapshot().context.step).toEqual(steps.firstFactor);
  });

  it('a refusal goes back to the form with its message, never to the backend login', () => {
    const basicLogin = vi.fn<() => Promise<never>>(pending);
    const actor = startLoginIn('signingInWithoutPassword', { password: '' }, { basicLogin });
    sendError(actor, 'signInWithoutPassword', wrongPassword());
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectEmail(actor.getSnapshot())).toBe(seller.email);
    expect(basicLogin).not.toHaveBeenCalled();
  });
});
