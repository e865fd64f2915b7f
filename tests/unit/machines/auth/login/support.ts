import { createActor, fromPromise, type StateValue } from 'xstate';
import type { Credentials } from '../../../../../src/machines/auth/login/actors.ts';
import {
  initialLoginContext,
  loginMachine,
  type LoginContext,
} from '../../../../../src/machines/auth/login/login.machine.ts';
import type { BasicLoginResponse } from '../../../../../src/api-contract/auth.ts';
import type { ChallengeAnswer, SignInNextStep } from '../../../../../src/services/identity.ts';

export const pending = <T>() => new Promise<T>(() => {});

export const typed: LoginContext = {
  ...initialLoginContext,
  email: 'vendedor@demo.com.br',
  password: 'Demo@2026!',
};

export type LoginFakes = {
  signIn?: (credentials: Credentials) => Promise<SignInNextStep>;
  confirmSignIn?: (input: { answer: ChallengeAnswer; email: string }) => Promise<SignInNextStep>;
  basicLogin?: (credentials: Credentials) => Promise<BasicLoginResponse>;
};

/** The login machine with every outside call replaced; unlisted calls never settle. */
export function testLoginMachine(fakes: LoginFakes = {}) {
  return loginMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => fakes.signIn?.(input) ?? pending()),
      confirmSignIn: fromPromise(({ input }) => fakes.confirmSignIn?.(input) ?? pending()),
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
