import { expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { signInChallengeActors } from '../../../src/machines/auth/sign-in-challenge/actors.ts';
import { signInChallengeMachine } from '../../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import {
  challengeContext,
  testSignInChallengeMachine,
} from '../../unit/machines/auth/sign-in-challenge/support.ts';
import { codeMismatch, expiredSignInState, invalidPassword, steps } from './login-fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

// The login machine starts the challenge on the sign-in's step (a TOTP code here); each answer leads on to
// every step, so every routing branch and every screen is reached.
const fixtures = {
  confirmSignIn: {
    done: Object.values(steps),
    error: [codeMismatch(), expiredSignInState(), invalidPassword()],
  },
} satisfies ActorFixtures<typeof signInChallengeActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const withInput = <T extends typeof signInChallengeMachine>(machine: T) =>
  createMachine(
    { ...machine.config, context: challengeContext } as unknown as Parameters<typeof createMachine>[0],
    machine.implementations as Parameters<typeof createMachine>[1],
  );

it('signInChallenge: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'signInChallenge',
    machine: withInput(signInChallengeMachine),
    sut: withInput(testSignInChallengeMachine()),
    userEvents: [
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
    fixtures,
    invariants: {
      step: (actual) => expect(actual.can({ type: 'login.restart' })).toBe(true),
      'step.answering': (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.answer).not.toBeNull();
      },
      failed: (actual) => {
        expect(actual.status).toBe('done');
        expect(actual.output).toMatchObject({ outcome: 'failed', failure: { key: expect.any(String) } });
      },
      signedIn: (actual) => expect(actual.output).toEqual({ outcome: 'signedIn' }),
      resetPassword: (actual) => expect(actual.output).toEqual({ outcome: 'resetPassword' }),
      confirmSignUp: (actual) => expect(actual.output).toEqual({ outcome: 'confirmSignUp' }),
      restarted: (actual) => expect(actual.output).toEqual({ outcome: 'restarted' }),
    },
  });
}, 120_000);
