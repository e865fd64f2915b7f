import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedDevice } from '../../../../../src/services/identity-security.ts';
import { accountSecurityMachine } from '../../../../../src/machines/auth/account-security/account-security.machine.ts';
import {
  selectCanRememberThisDevice,
  selectDeviceFailure,
  selectListedDevices,
  selectMfaChoice,
  selectMfaFailure,
  selectPasskeyFailure,
  selectTotpSetup,
} from '../../../../../src/machines/auth/account-security/selectors.ts';
import {
  emailMfa,
  loadedSecurity,
  namedError,
  noMfa,
  rememberedDevice,
  stalledSecurityActors,
  storedPasskey,
  thisDevice,
  totpMfa,
  totpSetup,
} from '../../../../model/auth/account-security.fixtures.ts';

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

type Actors = Parameters<typeof accountSecurityMachine.provide>[0]['actors'];

/** The machine resolved in `value` with the loaded page, its actors replaced as given. */
function startIn(
  value: Parameters<typeof accountSecurityMachine.resolveState>[0]['value'],
  actors: Actors = {},
) {
  const machine = accountSecurityMachine.provide({
    actors: { ...stalledSecurityActors, ...actors },
  });
  const snapshot = machine.resolveState({
    value,
    context: { ...loadedSecurity, totpSetup: null, failure: null, actionFailure: null, failedSection: null },
  });
  const actor = createActor(machine, { snapshot }).start();
  started.push(actor);
  return actor;
}

const idle = (actor: AnyActorRef) => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('account security: loading', () => {
  it('shows the loaded page, or the failure with a retry', async () => {
    const loaded = createActor(
      accountSecurityMachine.provide({ actors: { loadSecurity: fromPromise(async () => loadedSecurity) } }),
    ).start();
    started.push(loaded);
    await waitFor(loaded, (snapshot) => snapshot.matches('ready'));
    expect(loaded.getSnapshot().context.passkeys).toEqual([storedPasskey]);

    const failed = createActor(
      accountSecurityMachine.provide({
        actors: { loadSecurity: fromPromise(() => Promise.reject(namedError('NetworkError'))) },
      }),
    ).start();
    started.push(failed);
    await waitFor(failed, (snapshot) => snapshot.matches('loadFailed'));
    failed.send({ type: 'security.retry' });
    expect(failed.getSnapshot().matches('loading')).toBe(true);
    expect(failed.getSnapshot().context.failure).toBeNull();
  });
});

describe('account security: passkeys', () => {
  it('adds a named passkey', async () => {
    const names: string[] = [];
    const actor = startIn(
      { ready: 'idle' },
      {
        addPasskey: fromPromise(async ({ input }: { input: { name: string } }) => {
          names.push(input.name);
          return [storedPasskey];
        }),
      },
    );
    actor.send({ type: 'passkey.add', name: 'Notebook do trabalho' });
    expect(actor.getSnapshot().matches({ ready: 'addingPasskey' })).toBe(true);
    await idle(actor);
    expect(names).toEqual(['Notebook do trabalho']);
  });

  it("shows the spec's message in the passkeys section when the person cancels the browser's prompt", async () => {
    const actor = startIn(
      { ready: 'idle' },
      {
        addPasskey: fromPromise(() => Promise.reject(namedError('PasskeyRegistrationCanceled'))),
      },
    );
    actor.send({ type: 'passkey.add', name: '' });
    await idle(actor);
    expect(selectPasskeyFailure(actor.getSnapshot())?.key).toBe(
      'errors:login.passkey.PasskeyRegistrationCanceled',
    );
    expect(selectMfaFailure(actor.getSnapshot())).toBeNull();
  });

  it('removes a passkey, and a refusal is cleared by the next change', async () => {
    const actor = startIn(
      { ready: 'idle' },
      {
        removePasskey: fromPromise(() => Promise.reject(namedError('ResourceNotFoundException'))),
      },
    );
    actor.send({ type: 'passkey.remove', id: storedPasskey.id });
    expect(actor.getSnapshot().matches({ ready: 'removingPasskey' })).toBe(true);
    await idle(actor);
    expect(selectPasskeyFailure(actor.getSnapshot())?.key).toBe('accountSecurity:errors.gone');
    actor.send({ type: 'device.remember' });
    expect(selectPasskeyFailure(actor.getSnapshot())).toBeNull();
  });
});

describe('account security: devices', () => {
  it('remembers this device, then forgets it', async () => {
    const actor = startIn(
      { ready: 'idle' },
      {
        rememberDevice: fromPromise<TrackedDevice[] | null>(async () => [rememberedDevice]),
        forgetDevice: fromPromise<TrackedDevice[] | null, { id: string }>(async () => []),
      },
    );
    expect(selectCanRememberThisDevice(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'device.remember' });
    expect(actor.getSnapshot().matches({ ready: 'rememberingDevice' })).toBe(true);
    await idle(actor);
    expect(selectListedDevices(actor.getSnapshot())).toEqual([rememberedDevice]);
    expect(selectCanRememberThisDevice(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'device.forget', id: rememberedDevice.id });
    expect(actor.getSnapshot().matches({ ready: 'forgettingDevice' })).toBe(true);
    await idle(actor);
    expect(selectListedDevices(actor.getSnapshot())).toEqual([]);
  });

  it('lists remembered devices and this one, not another browser that was never remembered', () => {
    const actor = startIn({ ready: 'idle' });
    const other = { ...thisDevice, id: 'local_outro', current: false };
    const snapshot = accountSecurityMachine.resolveState({
      value: { ready: 'idle' },
      context: { ...actor.getSnapshot().context, devices: [thisDevice, other] },
    });
    expect(selectListedDevices(snapshot)).toEqual([thisDevice]);
  });

  it('shows a refused device change in the devices section', async () => {
    const actor = startIn(
      { ready: 'idle' },
      {
        forgetDevice: fromPromise(() => Promise.reject(namedError('ResourceNotFoundException'))),
      },
    );
    actor.send({ type: 'device.forget', id: thisDevice.id });
    await idle(actor);
    expect(selectDeviceFailure(actor.getSnapshot())?.key).toBe('accountSecurity:errors.gone');
  });
});

describe('account security: MFA', () => {
  it('saves e-mail as the MFA at once', async () => {
    const actor = startIn({ ready: 'idle' }, { saveMfa: fromPromise(async () => emailMfa) });
    expect(selectMfaChoice(actor.getSnapshot())).toBe('OFF');
    actor.send({ type: 'mfa.choose', choice: 'EMAIL' });
    expect(actor.getSnapshot().matches({ ready: 'savingMfa' })).toBe(true);
    await idle(actor);
    expect(selectMfaChoice(actor.getSnapshot())).toBe('EMAIL');
  });

  it('sets the authenticator app up first: secret, a wrong code kept on screen, then the right one', async () => {
    let tries = 0;
    const actor = startIn(
      { ready: 'idle' },
      {
        startTotpSetup: fromPromise(async () => totpSetup),
        confirmTotpSetup: fromPromise(async () => {
          tries += 1;
          if (tries === 1) throw namedError('EnableSoftwareTokenMFAException');
          return totpMfa;
        }),
      },
    );
    actor.send({ type: 'mfa.choose', choice: 'TOTP' });
    expect(actor.getSnapshot().matches({ ready: 'startingTotp' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'confirmingTotp' }));
    expect(selectTotpSetup(actor.getSnapshot())).toEqual(totpSetup);
    actor.send({ type: 'totp.confirm', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'confirmingTotp' }) && tries === 1);
    expect(selectMfaFailure(actor.getSnapshot())?.key).toBe('accountSecurity:errors.wrongCode');
    actor.send({ type: 'totp.confirm', code: '123456' });
    await idle(actor);
    expect(selectMfaChoice(actor.getSnapshot())).toBe('TOTP');
    expect(selectTotpSetup(actor.getSnapshot())).toBeNull();
  });

  it('saves TOTP at once when the app is already on, and cancels a setup', () => {
    const on = startIn({ ready: 'idle' });
    const withTotp = accountSecurityMachine.resolveState({
      value: { ready: 'idle' },
      context: { ...on.getSnapshot().context, mfa: totpMfa },
    });
    const actor = createActor(accountSecurityMachine.provide({ actors: stalledSecurityActors }), {
      snapshot: withTotp,
    }).start();
    started.push(actor);
    actor.send({ type: 'mfa.choose', choice: 'TOTP' });
    expect(actor.getSnapshot().matches({ ready: 'savingMfa' })).toBe(true);

    const setup = startIn({ ready: 'confirmingTotp' });
    setup.send({ type: 'totp.cancel' });
    expect(setup.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(setup.getSnapshot().context.mfa).toEqual(noMfa);
  });
});
