import { createActor, fromPromise, type StateValue } from 'xstate';
import type { Credentials, PasswordlessStart } from '../../../../../src/machines/auth/login/actors.ts';
import {
  initialLoginContext,
  loginMachine,
  type LoginContext,
} from '../../../../../src/machines/auth/login/login.machine.ts';
import type { BasicLoginResponse } from '../../../../../src/api-contract/auth.ts';
import type { SignInNextStep } from '../../../../../src/services/identity.ts';
import { pending, testSignInChallengeMachine, type ChallengeFakes } from '../sign-in-challenge/support.ts';

export { pending };

export const typed: LoginContext = {
  ...initialLoginContext,
  email: 'vendedor@demo.com.br',
  password: 'Demo@2026!',
};

export type LoginFakes = ChallengeFakes & {
  signIn?: (credentials: Credentials) => Promise<SignInNextStep>;
  signInWithoutPassword?: (start: PasswordlessStart) => Promise<SignInNextStep>;
  basicLogin?: (credentials: Credentials) => Promise<BasicLoginResponse>;
};

/** The login machine with every outside call replaced, its challenge's too; unlisted calls never settle. */
export function testLoginMachine(fakes: LoginFakes = {}) {
  return loginMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => fakes.signIn?.(input) ?? pending()),
      signInWithoutPassword: fromPromise(({ input }) => fakes.signInWithoutPassword?.(input) ?? pending()),
      signInChallenge: testSignInChallengeMachine(fakes),
      basicLogin: fromPromise(({ input }) => fakes.basicLogin?.(input) ?? pending()),
    },
  });
}

/** An actor restored in `value` (restored states do not re-invoke: feed results with sendDone/sendError). */
export function startLoginIn(value: StateValue, context: Partial<LoginContext> = {}, fakes: LoginFakes = {}) {
  const machine = testLoginMachine(fakes);
  return createActor(machine, {
    snapshot: machine.resolveState({ value, context: { ...typed, ...context } }),
  }).start();
}
