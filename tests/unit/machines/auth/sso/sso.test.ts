import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  selectSsoEmail,
  selectSsoFailure,
  selectSsoIsBusy,
} from '../../../../../src/machines/auth/sso/selectors.ts';
import { ssoMachine, type SsoContext } from '../../../../../src/machines/auth/sso/sso.machine.ts';
import { appError } from '../../../../../src/services/errors.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { namedError, sendDone, sendError } from '../../../../model/fixtures.ts';

const carla = 'carla.mendes@empresa-sso.com.br';
const typed = { email: carla, provider: null, failure: null } satisfies SsoContext;
const never = <T>() => new Promise<T>(() => {});

function startIn(value: 'editing' | 'lookingUp' | 'redirecting', context: SsoContext) {
  const machine = ssoMachine.provide({
    actors: { findProvider: fromPromise(never<string | null>), redirectToProvider: fromPromise(never<void>) },
  });
  return createActor(machine, { snapshot: machine.resolveState({ value, context }), input: {} }).start();
}

describe('sso: editing', () => {
  it('starts with the e-mail handed over in the address', () => {
    const actor = createActor(ssoMachine, { input: { email: carla } }).start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSsoEmail(actor.getSnapshot())).toBe(carla);
    actor.stop();
  });

  it('looks the provider up for the submitted e-mail, clearing the previous error', async () => {
    const findProvider = vi.fn<(input: { email: string }) => Promise<string | null>>(never);
    const machine = ssoMachine.provide({
      actors: { findProvider: fromPromise(({ input }) => findProvider(input)) },
    });
    const error = appError('sso:errors.providerNotFound');
    const actor = createActor(machine, {
      snapshot: machine.resolveState({ value: 'editing', context: { ...typed, failure: error } }),
      input: {},
    }).start();
    actor.send({ type: 'email.submit', email: carla });
    expect(actor.getSnapshot().value).toBe('lookingUp');
    expect(selectSsoIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectSsoFailure(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(findProvider).toHaveBeenCalledWith({ email: carla }));
  });
});

describe('sso: lookingUp', () => {
  it('redirects to the provider the backend names', async () => {
    const redirect = vi.fn<(input: { provider: string; email: string }) => Promise<void>>(never);
    const machine = ssoMachine.provide({
      actors: {
        findProvider: fromPromise<string | null, { email: string }>(async () => 'CorpDemo'),
        redirectToProvider: fromPromise(({ input }) => redirect(input)),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'email.submit', email: carla });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('redirecting'));
    expect(actor.getSnapshot().context.provider).toBe('CorpDemo');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith({ provider: 'CorpDemo', email: carla }));
  });

  it('says no provider was found when the domain matches none, keeping the e-mail', () => {
    const actor = startIn('lookingUp', typed);
    sendDone(actor, 'findProvider', null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSsoFailure(actor.getSnapshot())).toEqual(appError('sso:errors.providerNotFound'));
    expect(selectSsoEmail(actor.getSnapshot())).toBe(carla);
  });

  it('reports a connection error when the backend cannot be reached', () => {
    const actor = startIn('lookingUp', typed);
    sendError(actor, 'findProvider', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSsoFailure(actor.getSnapshot())?.key).toBe('sso:errors.network');
  });

  it('reports any other backend failure with the generic message', () => {
    const actor = startIn('lookingUp', typed);
    sendError(actor, 'findProvider', new HttpError(500, 'HTTP 500'));
    expect(selectSsoFailure(actor.getSnapshot())?.key).toBe('sso:errors.generic');
  });
});

describe('sso: redirecting', () => {
  it('stays busy once the browser is leaving', () => {
    const actor = startIn('redirecting', { ...typed, provider: 'CorpDemo' });
    sendDone(actor, 'redirectToProvider', undefined);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectSsoIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('comes back to the form when Amplify refuses (a user is already signed in)', () => {
    const actor = startIn('redirecting', { ...typed, provider: 'CorpDemo' });
    sendError(
      actor,
      'redirectToProvider',
      namedError('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
    );
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSsoFailure(actor.getSnapshot())?.key).toBe('sso:errors.alreadySignedIn');
  });
});
