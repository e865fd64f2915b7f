import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Credentials } from '../../../../src/machines/login/actors.ts';
import { loginMachine, type LoginContext } from '../../../../src/machines/login/login.machine.ts';
import { selectEmail, selectErrorKey, selectIsBusy } from '../../../../src/machines/login/selectors.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import type { SignInNextStep } from '../../../../src/services/identity.ts';
import { namedError, sendDone, sendError } from '../../../model/fixtures.ts';

const typed = { email: 'vendedor@demo.com.br', errorKey: null } satisfies LoginContext;

function startIn(
  value: 'editing' | 'signingIn',
  context: LoginContext,
  signIn = () => new Promise<SignInNextStep>(() => {}),
) {
  const machine = loginMachine.provide({ actors: { signIn: fromPromise(signIn) } });
  return createActor(machine, { snapshot: machine.resolveState({ value, context }) }).start();
}

describe('login: editing', () => {
  it('submits the credentials to the identity provider and keeps the e-mail', async () => {
    const signIn = vi.fn<(credentials: Credentials) => Promise<SignInNextStep>>(() => new Promise(() => {}));
    const machine = loginMachine.provide({ actors: { signIn: fromPromise(({ input }) => signIn(input)) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'credentials.submit', email: 'vendedor@demo.com.br', password: 'Demo@2026!' });

    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectEmail(actor.getSnapshot())).toBe('vendedor@demo.com.br');
    await vi.waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ email: 'vendedor@demo.com.br', password: 'Demo@2026!' }),
    );
  });

  it('clears the previous error on a new attempt', () => {
    const actor = startIn('editing', { ...typed, errorKey: 'errors:login.wrongCredentials' });
    actor.send({ type: 'credentials.submit', email: 'outro@demo.com.br', password: 'x' });
    expect(selectErrorKey(actor.getSnapshot())).toBeNull();
    expect(selectEmail(actor.getSnapshot())).toBe('outro@demo.com.br');
  });
});

describe('login: signingIn', () => {
  it('is done when the provider says DONE, with the e-mail as output', () => {
    const actor = startIn('signingIn', typed);
    sendDone(actor, 'signIn', { signInStep: 'DONE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ email: 'vendedor@demo.com.br' });
  });

  it('goes back to editing with the generic error on a step it does not handle yet', () => {
    const actor = startIn('signingIn', typed);
    sendDone(actor, 'signIn', { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectErrorKey(actor.getSnapshot())).toBe('errors:login.generic');
  });

  it.each([
    [
      namedError('NotAuthorizedException', 'Incorrect username or password.'),
      'errors:login.wrongCredentials',
    ],
    [namedError('UserNotFoundException', 'User does not exist.'), 'errors:login.wrongCredentials'],
    [namedError('NotAuthorizedException', 'Password attempts exceeded'), 'errors:login.temporarilyLocked'],
    [namedError('UserNotConfirmedException'), 'errors:login.unconfirmed'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'errors:login.network'],
  ])('goes back to editing with the catalogue key and the e-mail kept (%s)', (error, key) => {
    const actor = startIn('signingIn', typed);
    sendError(actor, 'signIn', error);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectErrorKey(actor.getSnapshot())).toBe(key);
    expect(selectEmail(actor.getSnapshot())).toBe('vendedor@demo.com.br');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });
});
