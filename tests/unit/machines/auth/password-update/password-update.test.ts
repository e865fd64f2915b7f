import type { AttributeUpdateStep } from '../../../../../src/services/identity-password.ts';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PasswordChange } from '../../../../../src/machines/auth/password-update/actors.ts';
import {
  passwordUpdateMachine,
  type PasswordUpdateContext,
} from '../../../../../src/machines/auth/password-update/password-update.machine.ts';
import {
  selectUpdateCanRetry,
  selectUpdateFailure,
  selectUpdateIsBusy,
  selectUpdateIsDone,
  selectUpdateSucceeded,
} from '../../../../../src/machines/auth/password-update/selectors.ts';
import { appError } from '../../../../../src/services/errors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { namedError, sendDone, sendError } from '../../../../model/fixtures.ts';

const change: PasswordChange = { oldPassword: 'Demo@2026!', password: 'Trocada@2026' };
const never = <T>() => new Promise<T>(() => {});

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
  vi.useRealTimers();
});

type State =
  'editing' | 'changingPassword' | { finishing: 'clearingResetFlag' | 'savingOnServer' } | 'finishFailed';

function startIn(value: State, context: Partial<PasswordUpdateContext> = {}) {
  const machine = passwordUpdateMachine.provide({
    actors: {
      changePassword: fromPromise(never<void>),
      clearResetFlag: fromPromise(never<AttributeUpdateStep>),
      saveOnServer: fromPromise(never<void>),
    },
    delays: { successDisplay: 100 },
  });
  const actor = createActor(machine, {
    snapshot: machine.resolveState({ value, context: { change, failure: null, ...context } }),
  }).start();
  started.push(actor);
  return { actor };
}

describe('password update: editing', () => {
  it('changes the password at the identity provider with the old and new passwords', async () => {
    const changePassword = vi.fn<(input: PasswordChange) => Promise<void>>(never);
    const machine = passwordUpdateMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    });
    const actor = createActor(machine).start();
    started.push(actor);
    actor.send({ type: 'password.submit', ...change });
    expect(actor.getSnapshot().value).toBe('changingPassword');
    expect(selectUpdateIsBusy(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(changePassword).toHaveBeenCalledWith(change));
  });
});

describe('password update: changingPassword', () => {
  it('goes on to clear the flag once the password has changed', () => {
    const { actor } = startIn('changingPassword');
    sendDone(actor, 'changePassword', undefined);
    expect(actor.getSnapshot().value).toEqual({ finishing: 'clearingResetFlag' });
  });

  it.each([
    [
      namedError('LimitExceededException', 'Attempt limit exceeded'),
      'passwordUpdate:errors.attemptsExceeded',
    ],
    [namedError('TooManyRequestsException'), 'passwordUpdate:errors.attemptsExceeded'],
    [
      namedError('NotAuthorizedException', 'Incorrect username or password.'),
      'passwordUpdate:errors.wrongCurrentPassword',
    ],
    [namedError('InvalidPasswordException'), 'passwordUpdate:errors.invalidPassword'],
    [new Error('boom'), 'passwordUpdate:errors.unexpected'],
  ])('comes back to the form with the message and forgets the passwords (%s)', (error, key) => {
    const { actor } = startIn('changingPassword');
    sendError(actor, 'changePassword', error);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectUpdateFailure(actor.getSnapshot())?.key).toBe(key);
    expect(actor.getSnapshot().context.change).toBeNull();
  });
});

describe('password update: finishing', () => {
  it('saves on the server after the provider flag is cleared', () => {
    const { actor } = startIn({ finishing: 'clearingResetFlag' });
    sendDone(actor, 'clearResetFlag', { step: 'DONE' });
    expect(actor.getSnapshot().value).toEqual({ finishing: 'savingOnServer' });
  });

  it('a provider that wants the flag change confirmed by a code: the backend, which decides, is saved all the same', () => {
    const { actor } = startIn({ finishing: 'clearingResetFlag' });
    sendDone(actor, 'clearResetFlag', {
      step: 'CONFIRM_ATTRIBUTE_WITH_CODE',
      delivery: { destination: 'v***@d***', medium: 'EMAIL', attributeName: 'email' },
    });
    expect(actor.getSnapshot().value).toEqual({ finishing: 'savingOnServer' });
  });

  it('succeeds after the server: the message, then done (the users resource has told the session)', () => {
    vi.useFakeTimers();
    const { actor } = startIn({ finishing: 'savingOnServer' });
    sendDone(actor, 'saveOnServer', undefined);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(selectUpdateSucceeded(actor.getSnapshot())).toBe(true);
    expect(selectUpdateIsDone(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.change).toBeNull();
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().value).toBe('done');
    expect(selectUpdateIsDone(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['clearResetFlag', { finishing: 'clearingResetFlag' } as const],
    ['saveOnServer', { finishing: 'savingOnServer' } as const],
  ])('offers a retry of the finishing steps when %s fails', (id, value) => {
    const { actor } = startIn(value);
    sendError(actor, id, new HttpError(500, 'HTTP 500'));
    expect(actor.getSnapshot().value).toBe('finishFailed');
    expect(selectUpdateFailure(actor.getSnapshot())?.key).toBe('passwordUpdate:errors.unexpected');
    expect(selectUpdateCanRetry(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.change).toEqual(change);
  });

  it('retries from clearing the flag, with the error cleared', () => {
    const { actor } = startIn('finishFailed', { failure: appError('passwordUpdate:errors.unexpected') });
    actor.send({ type: 'update.retry' });
    expect(actor.getSnapshot().value).toEqual({ finishing: 'clearingResetFlag' });
    expect(selectUpdateFailure(actor.getSnapshot())).toBeNull();
  });
});
