import { createActor, createMachine, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import type { passwordResetActors } from '../../../src/machines/auth/password-reset/actors.ts';
import { passwordResetMachine } from '../../../src/machines/auth/password-reset/password-reset.machine.ts';
import type { passwordUpdateActors } from '../../../src/machines/auth/password-update/actors.ts';
import { passwordUpdateMachine } from '../../../src/machines/auth/password-update/password-update.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { namedError } from '../fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

/** The model walks the machine from its initial state, which these machines build from input: fix it. */
function startingWith(machine: AnyStateMachine, context: object): AnyStateMachine {
  const fixed = createMachine({ ...machine.config, context });
  return fixed.provide(machine.implementations as Parameters<typeof fixed.provide>[0]);
}

const never = <T>() => fromPromise(() => new Promise<T>(() => {}));
const email = 'joao.pereira@demo.com.br';

const resetFixtures = {
  sendCode: {
    done: [
      { step: 'CONFIRM_RESET_PASSWORD_WITH_CODE', delivery: { destination: 'j***@d***', medium: 'EMAIL' } },
      { step: 'DONE' },
    ],
    error: [namedError('LimitExceededException'), new HttpError('FETCH_ERROR', 'Failed to fetch')],
  },
  confirmReset: {
    done: [undefined],
    error: [namedError('CodeMismatchException'), namedError('ExpiredCodeException')],
  },
} satisfies ActorFixtures<typeof passwordResetActors>;

// resendCode is the second invocation of sendCode: it gets the same results.
const resetFixturesById = { ...resetFixtures, resendCode: resetFixtures.sendCode };

it('password reset: every state and transition, replayed on a real actor', async () => {
  const machine = startingWith(passwordResetMachine, {
    email: '',
    delivery: null,
    failure: null,
    codeResent: false,
  });
  await runModel({
    name: 'passwordReset',
    machine,
    sut: machine.provide({ actors: { sendCode: never(), confirmReset: never() } }),
    userEvents: [
      { type: 'email.submit', email },
      { type: 'reset.submit', email, code: '123456', newPassword: 'Nova@Senha2026' },
      { type: 'code.resend', email },
    ],
    fixtures: resetFixturesById,
    invariants: {
      enteringEmail: (actual) => expect(actual.hasTag('busy')).toBe(false),
      sendingCode: (actual) => expect(actual.context.failure).toBeNull(),
      enteringCode: (actual) => expect(actual.hasTag('busy')).toBe(false),
      confirming: (actual) => expect(actual.hasTag('busy')).toBe(true),
      completed: (actual) => expect(actual.status).toBe('done'),
    },
  });
});

const session = createActor(fromCallback(() => {})).start();

const updateFixtures = {
  changePassword: {
    done: [undefined],
    error: [namedError('LimitExceededException'), namedError('NotAuthorizedException'), new Error('boom')],
  },
  clearResetFlag: {
    done: [
      { step: 'DONE' },
      // A provider that wants the change confirmed by a code: the change goes on all the same.
      {
        step: 'CONFIRM_ATTRIBUTE_WITH_CODE',
        delivery: { destination: 'v***@d***', medium: 'EMAIL', attributeName: 'email' },
      },
    ],
    error: [new HttpError('FETCH_ERROR', 'Failed to fetch')],
  },
  saveOnServer: { done: [undefined], error: [new HttpError(500, 'HTTP 500')] },
} satisfies ActorFixtures<typeof passwordUpdateActors>;

it('password update: every state and transition, replayed on a real actor', async () => {
  const machine = startingWith(passwordUpdateMachine, { session, change: null, failure: null });
  await runModel({
    name: 'passwordUpdate',
    machine,
    sut: machine.provide({
      actors: { changePassword: never(), clearResetFlag: never(), saveOnServer: never() },
    }),
    userEvents: [
      { type: 'password.submit', oldPassword: 'Demo@2026!', password: 'Trocada@2026' },
      { type: 'update.retry' },
    ],
    fixtures: updateFixtures,
    invariants: {
      editing: (actual) => expect(actual.context.change).toBeNull(),
      finishing: (actual) =>
        expect(actual.context.change).toEqual({ oldPassword: 'Demo@2026!', password: 'Trocada@2026' }),
      finishFailed: (actual) => expect(actual.can({ type: 'update.retry' })).toBe(true),
      succeeded: (actual) => expect(actual.hasTag('success')).toBe(true),
      done: (actual) => expect(actual.status).toBe('done'),
    },
  });
});
