import { expect, it } from 'vitest';
import type { loginActors } from '../../../src/machines/auth/login/actors.ts';
import { loginMachine } from '../../../src/machines/auth/login/login.machine.ts';
import { testLoginMachine } from '../../unit/machines/auth/login/support.ts';
import {
  backendRefusal,
  codeMismatch,
  expiredSignInState,
  invalidPassword,
  lockedOut,
  steps,
  wrongPassword,
} from './login-fixtures.ts';
import { runModel } from '../support/model-run.ts';
import type { ActorFixtures } from '../support/model-run.ts';

// Every step answers the credentials; the challenge answers lead on to a few (enough to cover each edge
// without multiplying the states by every step twice).
const fixtures = {
  signIn: {
    done: Object.values(steps),
    error: [wrongPassword(), lockedOut()],
  },
  confirmSignIn: {
    done: [steps.done, steps.totpCode, steps.emailCode],
    error: [codeMismatch(), expiredSignInState(), invalidPassword()],
  },
  basicLogin: {
    done: [
      { authType: 'basic', cognitoId: null },
      { authType: 'cognito', cognitoId: 'c-13' },
    ],
    error: [backendRefusal()],
  },
} satisfies ActorFixtures<typeof loginActors>;

it('login: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'login',
    machine: loginMachine,
    sut: testLoginMachine(),
    userEvents: [
      { type: 'credentials.submit', email: 'vendedor@demo.com.br', password: 'Demo@2026!' },
      { type: 'code.submit', code: '123456' },
      { type: 'mfa.select', mfaType: 'EMAIL' },
      { type: 'mfaSetup.select', mfaType: 'TOTP' },
      { type: 'totpSetup.submit', code: '654321' },
      { type: 'emailSetup.submit', email: 'vendedor@demo.com.br' },
      { type: 'newPassword.submit', attributes: { given_name: 'Lucas' } },
      { type: 'customChallenge.submit', answer: 'azul' },
      { type: 'firstFactor.select', challenge: 'EMAIL_OTP' },
      { type: 'login.restart' },
    ],
    // The migrated user's retry invokes the same provider sign-in under its own id.
    fixtures: { ...fixtures, retrySignIn: fixtures.signIn },
    invariants: {
      editing: (actual) => {
        expect(actual.can({ type: 'credentials.submit', email: 'a', password: 'b' })).toBe(true);
        expect(actual.context.password).toBe('');
        expect(actual.context.step).toBeNull();
      },
      'editing.failed': (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.failure).not.toBeNull();
        expect(actual.context.email).toBe('vendedor@demo.com.br');
      },
      signingIn: (actual) => expect(actual.hasTag('busy')).toBe(true),
      basicLogin: (actual) => expect(actual.hasTag('busy')).toBe(true),
      retryingSignIn: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.migrated).toBe(true);
      },
      challenge: (actual) => {
        expect(actual.context.step).not.toBeNull();
        expect(actual.can({ type: 'login.restart' })).toBe(true);
      },
      'challenge.answering': (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.answer).not.toBeNull();
      },
      confirmSignUp: (actual) => expect(actual.context.failure?.key).toBe('errors:login.unconfirmed'),
      announcingSuccess: (actual) => expect(actual.context.migrated).toBe(true),
      signedIn: (actual) => {
        expect(actual.status).toBe('done');
        expect(actual.output).toEqual({ email: 'vendedor@demo.com.br', authType: actual.context.authType });
      },
    },
  });
}, 120_000);
