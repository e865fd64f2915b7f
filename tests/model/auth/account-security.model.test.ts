import { expect, it } from 'vitest';
import type { accountSecurityActors } from '../../../src/machines/auth/account-security/actors.ts';
import { accountSecurityMachine } from '../../../src/machines/auth/account-security/account-security.machine.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';
import {
  emailMfa,
  loadedSecurity,
  namedError,
  rememberedDevice,
  stalledSecurityActors,
  storedPasskey,
  totpMfa,
  totpSetup,
} from './account-security.fixtures.ts';

const fixtures = {
  loadSecurity: { done: [loadedSecurity], error: [namedError('NetworkError', 'Network error')] },
  addPasskey: { done: [[storedPasskey]], error: [namedError('PasskeyRegistrationCanceled')] },
  removePasskey: { done: [[]], error: [namedError('ResourceNotFoundException')] },
  rememberDevice: { done: [[rememberedDevice]], error: [namedError('ResourceNotFoundException')] },
  forgetDevice: { done: [[]], error: [namedError('ResourceNotFoundException')] },
  saveMfa: { done: [emailMfa], error: [namedError('InvalidParameterException')] },
  startTotpSetup: { done: [totpSetup], error: [namedError('NetworkError', 'Network error')] },
  confirmTotpSetup: { done: [totpMfa], error: [namedError('EnableSoftwareTokenMFAException')] },
} satisfies ActorFixtures<typeof accountSecurityActors>;

it('account security: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'accountSecurity',
    machine: accountSecurityMachine,
    sut: accountSecurityMachine.provide({ actors: stalledSecurityActors }),
    userEvents: [
      { type: 'security.retry' },
      { type: 'passkey.add', name: 'Notebook do trabalho' },
      { type: 'passkey.remove', id: storedPasskey.id },
      { type: 'device.remember' },
      { type: 'device.forget', id: rememberedDevice.id },
      { type: 'mfa.choose', choice: 'TOTP' },
      { type: 'mfa.choose', choice: 'EMAIL' },
      { type: 'totp.confirm', code: '123456' },
      { type: 'totp.cancel' },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => expect(actual.context.failure?.key).toBe('errors:request.network'),
      ready: (actual) => {
        expect(actual.context.mfa).not.toBeNull();
        // A refusal is always shown in the section it came from.
        expect(actual.context.actionFailure === null).toBe(actual.context.failedSection === null);
      },
    },
  });
}, 60_000);
