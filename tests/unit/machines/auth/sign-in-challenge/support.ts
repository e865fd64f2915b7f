import { createActor, fromPromise, type StateValue } from 'xstate';
import {
  signInChallengeMachine,
  type SignInChallengeContext,
  type SignInChallengeInput,
} from '../../../../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import type { ChallengeAnswer, SignInNextStep } from '../../../../../src/services/identity.ts';
import { steps } from '../../../../model/auth/login-fixtures.ts';

export const pending = <T>() => new Promise<T>(() => {});

/** The credentials the person typed, with the provider's first next step. */
export const challengeInput: SignInChallengeInput = {
  step: steps.totpCode,
  email: 'vendedor@demo.com.br',
  password: 'Demo@2026!',
};

export const challengeContext: SignInChallengeContext = {
  ...challengeInput,
  answer: null,
  failure: null,
  outcome: null,
};

export type ChallengeFakes = {
  confirmSignIn?: (input: { answer: ChallengeAnswer; email: string }) => Promise<SignInNextStep>;
};

/** The challenge machine with its outside call replaced; unlisted, it never settles. */
export function testSignInChallengeMachine(fakes: ChallengeFakes = {}) {
  return signInChallengeMachine.provide({
    actors: {
      confirmSignIn: fromPromise(({ input }) => fakes.confirmSignIn?.(input) ?? pending()),
    },
  });
}

/** The challenge machine started on the provider's `step`, as the login machine starts it. */
export function startChallenge(step: SignInNextStep, fakes: ChallengeFakes = {}) {
  return createActor(testSignInChallengeMachine(fakes), { input: { ...challengeInput, step } }).start();
}

/** An actor restored in `value` (restored states do not re-invoke: feed results with sendDone/sendError). */
export function startChallengeIn(
  value: StateValue,
  context: Partial<SignInChallengeContext> = {},
  fakes: ChallengeFakes = {},
) {
  const machine = testSignInChallengeMachine(fakes);
  return createActor(machine, {
    snapshot: machine.resolveState({ value, context: { ...challengeContext, ...context } }),
    input: challengeInput,
  }).start();
}
