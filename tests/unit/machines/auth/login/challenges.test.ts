import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginContext } from '../../../../../src/machines/auth/login/login.machine.ts';
import {
  selectFailure,
  selectMfaChoices,
  selectScreen,
} from '../../../../../src/machines/auth/login/selectors.ts';
import type { ChallengeAnswer, SignInNextStep } from '../../../../../src/services/identity.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  codeMismatch,
  expiredChallengeSession,
  expiredSignInState,
  invalidPassword,
  steps,
} from '../../../../model/auth/login-fixtures.ts';
import { pending, startLoginIn, typed } from './support.ts';

const password = typed.password;

/** The machine right after the provider answered `step` to the credentials. */
function afterSignIn(
  step: SignInNextStep,
  confirm?: (input: { answer: ChallengeAnswer }) => Promise<SignInNextStep>,
) {
  const confirmSignIn = vi.fn<(input: { answer: ChallengeAnswer }) => Promise<SignInNextStep>>(
    confirm ?? pending,
  );
  const actor = startLoginIn('signingIn', {}, { confirmSignIn });
  sendDone(actor, 'signIn', step);
  return { actor, confirmSignIn };
}

/** A challenge screen restored as it would be after `step`. */
function onScreen(screen: string, step: SignInNextStep, context: Partial<LoginContext> = {}) {
  return startLoginIn({ challenge: screen }, { step, ...context });
}

describe('login: each next step has its state and screen', () => {
  it.each([
    [steps.totpCode, 'totpCode'],
    [steps.emailCode, 'emailCode'],
    [steps.smsCode, 'smsCode'],
    [steps.mfaSelection, 'mfaSelection'],
    [steps.mfaSetupBoth, 'mfaSetupSelection'],
    [steps.totpSetup, 'totpSetup'],
    [steps.emailSetup, 'emailSetup'],
    [steps.customChallenge, 'customChallenge'],
    [steps.firstFactor, 'firstFactorSelection'],
    [steps.newPasswordWithAttributes, 'newPasswordAttributes'],
  ] as const)('%o -> challenge.%s', (step, screen) => {
    const { actor } = afterSignIn(step);
    expect(actor.getSnapshot().value).toEqual({ challenge: screen });
    expect(selectScreen(actor.getSnapshot())).toBe(screen);
    expect(actor.getSnapshot().context.step).toEqual(step);
  });
});

describe('login: steps answered without asking', () => {
  it.each([
    ['a new password (no missing attributes): the typed password', steps.newPassword, password],
    ['the password step: the typed password', steps.password, password],
    ['MFA setup with e-mail only: EMAIL', steps.mfaSetupEmailOnly, 'EMAIL'],
    ['MFA setup with the app only: TOTP', steps.mfaSetupTotpOnly, 'TOTP'],
  ])('%s', async (_, step, challengeResponse) => {
    const { actor, confirmSignIn } = afterSignIn(step);
    expect(actor.getSnapshot().value).toEqual({ challenge: 'answering' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectScreen(actor.getSnapshot())).toBe('credentials');
    await vi.waitFor(() =>
      expect(confirmSignIn).toHaveBeenCalledWith({ answer: { challengeResponse }, email: typed.email }),
    );
  });

  it('MFA setup with nothing the person could set up ends with the generic message', () => {
    const { actor } = afterSignIn(steps.mfaSetupNone);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.generic');
  });

  it('a refused automatic answer ends the attempt (never loops): e.g. a password off the policy', () => {
    const { actor } = afterSignIn(steps.newPassword);
    sendError(actor, 'confirmSignIn', invalidPassword());
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.invalidPassword');
    expect(actor.getSnapshot().context.email).toBe(typed.email);
  });
});

describe('login: typed answers', () => {
  it.each([
    ['totpCode', steps.totpCode, { type: 'code.submit', code: '123456' }, '123456'],
    ['emailCode', steps.emailCode, { type: 'code.submit', code: '234567' }, '234567'],
    ['smsCode', steps.smsCode, { type: 'code.submit', code: '345678' }, '345678'],
    ['mfaSelection', steps.mfaSelection, { type: 'mfa.select', mfaType: 'SMS' }, 'SMS'],
    ['mfaSetupSelection', steps.mfaSetupBoth, { type: 'mfaSetup.select', mfaType: 'TOTP' }, 'TOTP'],
    ['totpSetup', steps.totpSetup, { type: 'totpSetup.submit', code: '456789' }, '456789'],
    [
      'emailSetup',
      steps.emailSetup,
      { type: 'emailSetup.submit', email: 'eu@demo.com.br' },
      'eu@demo.com.br',
    ],
    ['customChallenge', steps.customChallenge, { type: 'customChallenge.submit', answer: 'azul' }, 'azul'],
    [
      'firstFactorSelection',
      steps.firstFactor,
      { type: 'firstFactor.select', challenge: 'EMAIL_OTP' },
      'EMAIL_OTP',
    ],
  ] as const)(
    '%s sends its answer and keeps its screen while it is checked',
    (screen, step, event, response) => {
      const actor = onScreen(screen, step);
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual({ challenge: 'answering' });
      expect(actor.getSnapshot().context.answer).toEqual({ challengeResponse: response, automatic: false });
      expect(selectScreen(actor.getSnapshot())).toBe(screen);
    },
  );

  it('new password attributes go with the typed password', () => {
    const actor = onScreen('newPasswordAttributes', steps.newPasswordWithAttributes);
    actor.send({ type: 'newPassword.submit', attributes: { given_name: 'Nina' } });
    expect(actor.getSnapshot().context.answer).toEqual({
      challengeResponse: password,
      userAttributes: { given_name: 'Nina' },
      automatic: false,
    });
  });

  it('only allowed MFA types and available first factors can be chosen', () => {
    const selection = onScreen('mfaSelection', {
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMfaTypes: ['TOTP'],
    });
    expect(selectMfaChoices(selection.getSnapshot())).toEqual(['TOTP']);
    expect(selection.getSnapshot().can({ type: 'mfa.select', mfaType: 'EMAIL' })).toBe(false);
    expect(selection.getSnapshot().can({ type: 'mfa.select', mfaType: 'TOTP' })).toBe(true);

    const setup = onScreen('mfaSetupSelection', steps.mfaSetupBoth);
    expect(setup.getSnapshot().can({ type: 'mfaSetup.select', mfaType: 'EMAIL' })).toBe(true);

    const firstFactor = onScreen('firstFactorSelection', steps.firstFactor);
    expect(firstFactor.getSnapshot().can({ type: 'firstFactor.select', challenge: 'WEB_AUTHN' })).toBe(false);
  });

  it('the next step after an answer gets its own screen (MFA selection -> e-mail code -> DONE)', () => {
    const actor = onScreen('mfaSelection', steps.mfaSelection);
    actor.send({ type: 'mfa.select', mfaType: 'EMAIL' });
    sendDone(actor, 'confirmSignIn', steps.emailCode);
    expect(actor.getSnapshot().value).toEqual({ challenge: 'emailCode' });
    actor.send({ type: 'code.submit', code: '111222' });
    sendDone(actor, 'confirmSignIn', steps.done);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ email: typed.email, authType: 'cognito' });
  });

  it('a refused code comes back to the same screen with the reason', () => {
    const actor = onScreen('totpCode', steps.totpCode);
    actor.send({ type: 'code.submit', code: '000000' });
    sendError(actor, 'confirmSignIn', codeMismatch());
    expect(actor.getSnapshot().value).toEqual({ challenge: 'totpCode' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.codeMismatch');
    actor.send({ type: 'code.submit', code: '123456' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['Amplify dropped its sign-in state', expiredSignInState()],
    ['the provider refused the expired challenge session', expiredChallengeSession()],
  ])('%s: back to the credentials with the expiry message', (_, error) => {
    const actor = onScreen('emailCode', steps.emailCode);
    actor.send({ type: 'code.submit', code: '123456' });
    sendError(actor, 'confirmSignIn', error);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.signInExpired');
    expect(actor.getSnapshot().context.email).toBe(typed.email);
  });

  it('login.restart abandons any challenge, keeping the e-mail', () => {
    const actor = onScreen('totpSetup', steps.totpSetup);
    actor.send({ type: 'login.restart' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ email: typed.email, password: '', step: null });
  });
});

describe('login: the transient sign-in state lives 3 minutes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a code screen left for 3 minutes returns to the credentials with a clear message', () => {
    const { actor } = afterSignIn(steps.totpCode);
    vi.advanceTimersByTime(179_999);
    expect(actor.getSnapshot().value).toEqual({ challenge: 'totpCode' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.signInExpired');
    expect(actor.getSnapshot().context.email).toBe(typed.email);
    expect(actor.getSnapshot().can({ type: 'code.submit', code: '123456' })).toBe(false);
  });

  it('a refused answer does not restart the lifetime; a new step does', () => {
    const { actor } = afterSignIn(steps.mfaSelection);
    vi.advanceTimersByTime(120_000);
    actor.send({ type: 'mfa.select', mfaType: 'TOTP' });
    sendError(actor, 'confirmSignIn', codeMismatch());
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });

    const next = afterSignIn(steps.mfaSelection).actor;
    vi.advanceTimersByTime(120_000);
    next.send({ type: 'mfa.select', mfaType: 'TOTP' });
    sendDone(next, 'confirmSignIn', steps.totpCode);
    vi.advanceTimersByTime(120_000);
    expect(next.getSnapshot().value).toEqual({ challenge: 'totpCode' });
  });
});
