import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInChallengeOutput } from '../../../../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import { selectChallengeScreen } from '../../../../../src/machines/auth/sign-in-challenge/selectors.ts';
import {
  selectChallenge,
  selectFailure,
  selectIsBusy,
  selectScreen,
} from '../../../../../src/machines/auth/login/selectors.ts';
import { appError } from '../../../../../src/services/errors.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { codeMismatch, expiredSignInState, steps } from '../../../../model/auth/login-fixtures.ts';
import { startLoginIn, typed } from './support.ts';

// The challenge's own transitions are tested on its machine (../sign-in-challenge); here, how the login
// machine starts it and goes on from its output.

/** The login machine right after the provider answered `step` to the credentials: its challenge started. */
function afterSignIn(step: Parameters<typeof sendDone>[2], migrated = false) {
  const actor = startLoginIn(migrated ? 'retryingSignIn' : 'signingIn', { migrated });
  sendDone(actor, migrated ? 'retrySignIn' : 'signIn', step);
  return actor;
}

const challengeOf = (actor: ReturnType<typeof startLoginIn>) => selectChallenge(actor.getSnapshot())!;

/** The login machine in `challenge` (restored: no challenge machine runs) when it ends with `output`. */
function ended(output: SignInChallengeOutput, migrated = false) {
  const actor = startLoginIn('challenge', { step: steps.totpCode, migrated });
  sendDone(actor, 'challenge', output);
  return actor;
}

describe('login: challenge starts the challenge machine on the next step', () => {
  it('with the step, the e-mail and the password; its screens talk to it', () => {
    const actor = afterSignIn(steps.totpCode);
    expect(actor.getSnapshot().value).toBe('challenge');
    const challenge = challengeOf(actor);
    expect(challenge.getSnapshot().context).toMatchObject({
      step: steps.totpCode,
      email: typed.email,
      password: typed.password,
    });
    expect(selectChallengeScreen(challenge.getSnapshot())).toBe('totpCode');
    // The login machine's own screen stays the credentials (busy) while an automatic answer is checked.
    expect(selectScreen(actor.getSnapshot())).toBe('credentials');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('a step answered by the challenge at once (DONE) signs in with a cognito session', () => {
    const actor = afterSignIn(steps.done);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ email: typed.email, authType: 'cognito' });
  });

  it('the back button on a challenge screen: the credentials, the e-mail kept', () => {
    const actor = afterSignIn(steps.totpSetup);
    challengeOf(actor).send({ type: 'login.restart' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ email: typed.email, password: '', step: null });
    expect(selectChallenge(actor.getSnapshot())).toBeUndefined();
  });

  it('a refused code stays on the challenge; an expired one ends on the credentials', () => {
    const actor = afterSignIn(steps.emailCode);
    const challenge = challengeOf(actor);
    challenge.send({ type: 'code.submit', code: '000000' });
    sendError(challenge, 'confirmSignIn', codeMismatch());
    expect(actor.getSnapshot().value).toBe('challenge');
    challenge.send({ type: 'code.submit', code: '123456' });
    sendError(challenge, 'confirmSignIn', expiredSignInState());
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.signInExpired');
    expect(actor.getSnapshot().context.email).toBe(typed.email);
  });
});

describe('login: where the challenge leads', () => {
  it('signedIn: signed in; announced first for a migrated user', () => {
    const actor = ended({ outcome: 'signedIn' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(ended({ outcome: 'signedIn' }, true).getSnapshot().value).toBe('announcingSuccess');
  });

  it('resetPassword and confirmSignUp: their screens', () => {
    expect(ended({ outcome: 'resetPassword' }).getSnapshot().value).toBe('resetPassword');
    const unconfirmed = ended({ outcome: 'confirmSignUp' });
    expect(unconfirmed.getSnapshot().value).toBe('confirmSignUp');
    expect(selectFailure(unconfirmed.getSnapshot())).toEqual(appError('errors:login.unconfirmed'));
  });

  it('failed: the credentials with its message, the e-mail kept, the password dropped', () => {
    const actor = ended({ outcome: 'failed', failure: appError('errors:login.generic') });
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())).toEqual(appError('errors:login.generic'));
    expect(actor.getSnapshot().context).toMatchObject({ email: typed.email, password: '', step: null });
  });

  it('restarted: the credentials without a message', () => {
    const actor = ended({ outcome: 'restarted' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('a challenge machine that crashed: the credentials with the catalogue message', () => {
    const actor = startLoginIn('challenge', { step: steps.totpCode });
    sendError(actor, 'challenge', new Error('B cannot be zero.'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.generic');
  });
});

describe('login: the challenge session expires inside the challenge machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a code screen left for 3 minutes returns to the credentials with a clear message', () => {
    const actor = afterSignIn(steps.totpCode);
    vi.advanceTimersByTime(180_000);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:login.signInExpired');
    expect(actor.getSnapshot().context.email).toBe(typed.email);
  });
});
