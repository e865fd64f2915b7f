import { createActor, fromCallback, fromPromise, type StateValue } from 'xstate';
import { loginMachine } from '../../../../../src/machines/auth/login/login.machine.ts';
import type { LoadedUser, RestoredSession } from '../../../../../src/machines/auth/session/actors.ts';
import type { SessionContext } from '../../../../../src/machines/auth/session/context.ts';
import { sessionMachine } from '../../../../../src/machines/auth/session/session.machine.ts';
import { loadedSeller } from '../../../../model/fixtures.ts';
import { allCompanyFeatures } from '../../../../../src/api-contract/company-features.ts';

export const pending = <T>() => new Promise<T>(() => {});

export const initialContext: SessionContext = {
  isUserDataComplete: false,
  user: null,
  teams: [],
  features: allCompanyFeatures,
  failure: null,
  authType: null,
  tokenExpired: false,
};

export const signedInContext: SessionContext = {
  isUserDataComplete: true,
  user: loadedSeller.user,
  teams: loadedSeller.teams,
  features: loadedSeller.features,
  failure: null,
  authType: 'cognito',
  tokenExpired: false,
};

type Fakes = {
  restoreSession?: () => Promise<RestoredSession>;
  loadUser?: (input: LoadUserInput) => Promise<LoadedUser>;
  checkSession?: () => Promise<void>;
  signOut?: () => Promise<void>;
  signIn?: () => Promise<{ signInStep: 'DONE' }>;
};

export type LoadUserInput = { forceRefresh: boolean; authType: 'cognito' | 'basic' };

/** The session machine with every outside effect replaced; unlisted actors never settle. */
export function testSessionMachine(fakes: Fakes = {}) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => fakes.restoreSession?.() ?? pending()),
      loadUser: fromPromise(({ input }) => fakes.loadUser?.(input) ?? pending()),
      checkSession: fromPromise(() => fakes.checkSession?.() ?? pending()),
      signOut: fromPromise(() => fakes.signOut?.() ?? pending()),
      // The identity, users and ended-session feeds: tests send 'session.signedIn', 'user.changed' and
      // 'session.ended' themselves.
      watchRedirectSignIn: fromCallback(() => {}),
      watchUserChanges: fromCallback(() => {}),
      watchEndedSessions: fromCallback(() => {}),
      login: loginMachine.provide({
        actors: { signIn: fromPromise(() => fakes.signIn?.() ?? pending()) },
      }),
    },
  });
}

export function startSessionIn(value: StateValue, context: SessionContext, fakes: Fakes = {}) {
  const machine = testSessionMachine(fakes);
  return createActor(machine, { snapshot: machine.resolveState({ value, context }) }).start();
}
