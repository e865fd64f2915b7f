import { createActor, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { loginActors } from '../../src/machines/login/actors.ts';
import { loginMachine } from '../../src/machines/login/login.machine.ts';
import { HttpError } from '../../src/services/http-error.ts';
import { namedError } from './fixtures.ts';
import { runModel, type ActorFixtures } from './support/model-run.ts';

const fixtures = {
  signIn: {
    done: [{ signInStep: 'DONE' }, { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }],
    error: [
      namedError('NotAuthorizedException', 'Incorrect username or password.'),
      new HttpError('FETCH_ERROR', 'Failed to fetch'),
    ],
  },
} satisfies ActorFixtures<typeof loginActors>;

it('login: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'login',
    machine: loginMachine,
    createSut: () =>
      createActor(
        loginMachine.provide({ actors: { signIn: fromPromise(() => new Promise(() => {})) } }),
      ).start(),
    userEvents: [{ type: 'credentials.submit', email: 'vendedor@demo.com.br', password: 'Demo@2026!' }],
    fixtures,
    invariants: {
      editing: (actual) =>
        expect(actual.can({ type: 'credentials.submit', email: 'a', password: 'b' })).toBe(true),
      signingIn: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.errorKey).toBeNull();
      },
      signedIn: (actual) => {
        expect(actual.status).toBe('done');
        expect(actual.output).toEqual({ email: 'vendedor@demo.com.br' });
      },
    },
  });
});
