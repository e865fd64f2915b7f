import { expect, it } from 'vitest';
import type { loginActors } from '../../../src/machines/auth/login/actors.ts';
import { loginMachine } from '../../../src/machines/auth/login/login.machine.ts';
import { testLoginMachine } from '../../unit/machines/auth/login/support.ts';
import type { SignInChallengeOutput } from '../../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import { appError } from '../../../src/services/errors.ts';
import { backendRefusal, lockedOut, steps, wrongPassword } from './login-fixtures.ts';
import { runModel } from '../support/model-run.ts';
import type { ActorFixtures } from '../support/model-run.ts';

// Any next step starts the challenge (its own model walks every step); what matters here is how it ends.
const fixtures = {
  signIn: {
    done: [steps.totpCode],
    error: [wrongPassword(), lockedOut()],
  },
  signInWithoutPassword: {
    done: [steps.emailCode],
    error: [lockedOut()],
  },
  basicLogin: {
    done: [
      { authType: 'basic', cognitoId: null },
      { authType: 'cognito', cognitoId: 'c-13' },
    ],
    error: [backendRefusal()],
  },
} satisfies ActorFixtures<typeof loginActors>;

const challengeOutputs: SignInChallengeOutput[] = [
  { outcome: 'signedIn' },
  { outcome: 'resetPassword' },
  { outcome: 'confirmSignUp' },
  { outcome: 'restarted' },
  { outcome: 'failed', failure: appError('errors:login.signInExpired') },
];

it('login: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'login',
    machine: loginMachine,
    // The challenge has its own model (sign-in-challenge.model.test.ts): here it waits on the code step the
    // sign-in answered, its answer never settling, and how it ends comes from the fixtures.
    sut: testLoginMachine(),
    userEvents: [
      { type: 'credentials.submit', email: 'vendedor@demo.com.br', password: 'Demo@2026!' },
      { type: 'passwordless.submit', email: 'vendedor@demo.com.br', preferredChallenge: 'EMAIL_OTP' },
      { type: 'login.restart' },
    ],
    // The migrated user's retry invokes the same provider sign-in under its own id.
    fixtures: {
      ...fixtures,
      retrySignIn: fixtures.signIn,
      challenge: { done: challengeOutputs, error: [new Error('B cannot be zero.')] },
    },
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
      signingInWithoutPassword: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.password).toBe('');
        expect(actual.context.preferredChallenge).toBe('EMAIL_OTP');
      },
      basicLogin: (actual) => expect(actual.hasTag('busy')).toBe(true),
      retryingSignIn: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.migrated).toBe(true);
      },
      challenge: (actual) => {
        expect(actual.context.step).not.toBeNull();
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.children.challenge).toBeDefined();
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
