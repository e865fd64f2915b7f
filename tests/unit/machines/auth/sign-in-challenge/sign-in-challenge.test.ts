import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectChallengeScreen,
  selectFailure,
  selectIsBusy,
  selectMfaChoices,
} from '../../../../../src/machines/auth/sign-in-challenge/selectors.ts';
import type { ChallengeAnswer, SignInNextStep } from '../../../../../src/services/identity.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  codeMismatch,
  expiredChallengeSession,
  expiredSignInState,
  invalidPassword,
  steps,
} from '../../../../model/auth/login-fixtures.ts';
import { challengeInput, pending, startChallenge, startChallengeIn } from './support.ts';

const password = challengeInput.password;

/** The machine as the login machine starts it on `step`, with the provider's answers faked. */
function startedOn(
  step: SignInNextStep,
  confirm?: (input: { answer: ChallengeAnswer }) => Promise<SignInNextStep>,
) {
  const confirmSignIn = vi.fn<(input: { answer: ChallengeAnswer }) => Promise<SignInNextStep>>(
    confirm ?? pending,
  );
  return { actor: startChallenge(step, { confirmSignIn }), confirmSignIn };
}

/** The challenge ended failed, with the catalogue's `key` for the login machine to show. */
function expectFailedWith(actor: ReturnType<typeof startChallenge>, key: string) {
  expect(actor.getSnapshot().value).toBe('failed');
  expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed', failure: { key } });
}

/** A challenge screen restored as it would be after `step`. */
const onScreen = (state: string, step: SignInNextStep) => startChallengeIn({ step: state }, { step });

describe('signInChallenge: each next step has its state and screen', () => {
  it.each([
    [steps.totpCode, 'code', 'totpCode'],
    [steps.emailCode, 'code', 'emailCode'],
    [steps.smsCode, 'code', 'smsCode'],
    [steps.mfaSelection, 'mfaSelection', 'mfaSelection'],
    [steps.mfaSetupBoth, 'mfaSetupSelection', 'mfaSetupSelection'],
    [steps.totpSetup, 'totpSetup', 'totpSetup'],
    [steps.emailSetup, 'emailSetup', 'emailSetup'],
    [steps.customChallenge, 'customChallenge', 'customChallenge'],
    [steps.firstFactor, 'firstFactorSelection', 'firstFactorSelection'],
    [steps.newPasswordWithAttributes, 'newPasswordAttributes', 'newPasswordAttributes'],
  ] as const)('%o -> step.%s, the %s screen', (step, state, screen) => {
    const { actor } = startedOn(step);
    expect(actor.getSnapshot().value).toEqual({ step: state });
    expect(selectChallengeScreen(actor.getSnapshot())).toBe(screen);
    expect(actor.getSnapshot().context.step).toEqual(step);
  });

  it.each([
    [steps.done, 'signedIn', { outcome: 'signedIn' }],
    [steps.resetPassword, 'resetPassword', { outcome: 'resetPassword' }],
    [steps.confirmSignUp, 'confirmSignUp', { outcome: 'confirmSignUp' }],
  ] as const)('%o ends in %s, the login machine goes on from its output', (step, state, output) => {
    const { actor } = startedOn(step);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().output).toEqual(output);
    expect(selectChallengeScreen(actor.getSnapshot())).toBeNull();
  });
});

describe('signInChallenge: steps answered without asking', () => {
  it.each([
    ['a new password (no missing attributes): the typed password', steps.newPassword, password],
    ['the password step: the typed password', steps.password, password],
    ['MFA setup with e-mail only: EMAIL', steps.mfaSetupEmailOnly, 'EMAIL'],
    ['MFA setup with the app only: TOTP', steps.mfaSetupTotpOnly, 'TOTP'],
  ])('%s', async (_, step, challengeResponse) => {
    const { actor, confirmSignIn } = startedOn(step);
    expect(actor.getSnapshot().value).toEqual({ step: 'answering' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    // Checked on the credentials form: no challenge screen shows.
    expect(selectChallengeScreen(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() =>
      expect(confirmSignIn).toHaveBeenCalledWith({
        answer: { challengeResponse },
        email: challengeInput.email,
      }),
    );
  });

  it('MFA setup with nothing the person could set up ends with the generic message', () => {
    const { actor } = startedOn(steps.mfaSetupNone);
    expectFailedWith(actor, 'errors:login.generic');
  });

  it('a refused automatic answer ends the attempt (never loops): e.g. a password off the policy', () => {
    const { actor } = startedOn(steps.newPassword);
    sendError(actor, 'confirmSignIn', invalidPassword());
    expectFailedWith(actor, 'errors:login.invalidPassword');
  });
});

describe('signInChallenge: typed answers', () => {
  it.each([
    ['code', steps.totpCode, { type: 'code.submit', code: '123456' }, '123456', 'totpCode'],
    ['code', steps.emailCode, { type: 'code.submit', code: '234567' }, '234567', 'emailCode'],
    ['code', steps.smsCode, { type: 'code.submit', code: '345678' }, '345678', 'smsCode'],
    ['mfaSelection', steps.mfaSelection, { type: 'mfa.select', mfaType: 'SMS' }, 'SMS', 'mfaSelection'],
    [
      'mfaSetupSelection',
      steps.mfaSetupBoth,
      { type: 'mfaSetup.select', mfaType: 'TOTP' },
      'TOTP',
      'mfaSetupSelection',
    ],
    ['totpSetup', steps.totpSetup, { type: 'totpSetup.submit', code: '456789' }, '456789', 'totpSetup'],
    [
      'emailSetup',
      steps.emailSetup,
      { type: 'emailSetup.submit', email: 'eu@demo.com.br' },
      'eu@demo.com.br',
      'emailSetup',
    ],
    [
      'customChallenge',
      steps.customChallenge,
      { type: 'customChallenge.submit', answer: 'azul' },
      'azul',
      'customChallenge',
    ],
    [
      'firstFactorSelection',
      steps.firstFactor,
      { type: 'firstFactor.select', challenge: 'EMAIL_OTP' },
      'EMAIL_OTP',
      'firstFactorSelection',
    ],
  ] as const)(
    '%s sends its answer and keeps the %5$s screen while it is checked',
    (state, step, event, response, screen) => {
      const actor = onScreen(state, step);
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual({ step: 'answering' });
      expect(actor.getSnapshot().context.answer).toEqual({ challengeResponse: response, automatic: false });
      expect(selectChallengeScreen(actor.getSnapshot())).toBe(screen);
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
    expect(selectMfaChoices(setup.getSnapshot())).toEqual(['TOTP', 'EMAIL']);
    expect(setup.getSnapshot().can({ type: 'mfaSetup.select', mfaType: 'EMAIL' })).toBe(true);

    const firstFactor = onScreen('firstFactorSelection', steps.firstFactor);
    expect(selectMfaChoices(firstFactor.getSnapshot())).toEqual([]);
    expect(firstFactor.getSnapshot().can({ type: 'firstFactor.select', challenge: 'WEB_AUTHN' })).toBe(false);
  });

  it('the next step after an answer gets its own screen (MFA selection -> e-mail code -> DONE)', () => {
    const actor = onScreen('mfaSelection', steps.mfaSelection);
    actor.send({ type: 'mfa.select', mfaType: 'EMAIL' });
    sendDone(actor, 'confirmSignIn', steps.emailCode);
    expect(actor.getSnapshot().value).toEqual({ step: 'code' });
    expect(selectChallengeScreen(actor.getSnapshot())).toBe('emailCode');
    actor.send({ type: 'code.submit', code: '111222' });
    sendDone(actor, 'confirmSignIn', steps.done);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'signedIn' });
  });

  it('a refused code comes back to the same screen with the reason', () => {
    const actor = onScreen('code', steps.totpCode);
    actor.send({ type: 'code.submit', code: '000000' });
    sendError(actor, 'confirmSignIn', codeMismatch());
    expect(actor.getSnapshot().value).toEqual({ step: 'code' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.codeMismatch');
    actor.send({ type: 'code.submit', code: '123456' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['Amplify dropped its sign-in state', expiredSignInState(), 'errors:login.signInExpired'],
    // Timed out, or ended by too many wrong codes (issue 25 item 2): the person signs in again.
    ['the provider refused the challenge session', expiredChallengeSession(), 'errors:login.signInEnded'],
  ] as const)('%s: the attempt fails with the message that says so', (_, error, key) => {
    const actor = onScreen('code', steps.emailCode);
    actor.send({ type: 'code.submit', code: '123456' });
    sendError(actor, 'confirmSignIn', error);
    expectFailedWith(actor, key);
  });

  it.each([
    ['newPasswordAttributes', steps.newPasswordWithAttributes],
    ['code', steps.smsCode],
    ['mfaSelection', steps.mfaSelection],
    ['mfaSetupSelection', steps.mfaSetupBoth],
    ['totpSetup', steps.totpSetup],
    ['emailSetup', steps.emailSetup],
    ['customChallenge', steps.customChallenge],
    ['firstFactorSelection', steps.firstFactor],
  ] as const)('login.restart abandons the challenge from %s', (state, step) => {
    const actor = onScreen(state, step);
    actor.send({ type: 'login.restart' });
    expect(actor.getSnapshot().value).toBe('restarted');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'restarted' });
  });
});

describe('signInChallenge: the transient sign-in state lives 3 minutes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a code screen left for 3 minutes fails the attempt with a clear message', () => {
    const { actor } = startedOn(steps.totpCode);
    vi.advanceTimersByTime(179_999);
    expect(actor.getSnapshot().value).toEqual({ step: 'code' });
    vi.advanceTimersByTime(1);
    expectFailedWith(actor, 'errors:login.signInExpired');
  });

  it('a refused answer does not restart the lifetime; a new step does', () => {
    const { actor } = startedOn(steps.mfaSelection);
    vi.advanceTimersByTime(120_000);
    actor.send({ type: 'mfa.select', mfaType: 'TOTP' });
    sendError(actor, 'confirmSignIn', codeMismatch());
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('failed');

    const next = startedOn(steps.mfaSelection).actor;
    vi.advanceTimersByTime(120_000);
    next.send({ type: 'mfa.select', mfaType: 'TOTP' });
    sendDone(next, 'confirmSignIn', steps.totpCode);
    vi.advanceTimersByTime(120_000);
    expect(next.getSnapshot().value).toEqual({ step: 'code' });
  });
});
