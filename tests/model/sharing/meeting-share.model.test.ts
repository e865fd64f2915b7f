import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { meetingShareActors } from '../../../src/machines/sharing/meeting-share/actors.ts';
import { meetingShareMachine } from '../../../src/machines/sharing/meeting-share/meeting-share.machine.ts';
import {
  forbiddenShareError,
  shareChosen,
  shareNetworkError,
  shareOff,
  shareOn,
  shareUnavailableError,
} from './share.fixtures.ts';
import { defaultShareContent } from '../../../src/api-contract/share.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadShare: { done: [shareOff, shareOn], error: [shareNetworkError, shareUnavailableError] },
  saveShare: { done: [{ settings: shareOn, password: 'Gerada23456789ab' }], error: [forbiddenShareError] },
  saveChoices: { done: [shareChosen], error: [forbiddenShareError] },
  disableShare: { done: [shareOff], error: [forbiddenShareError] },
} satisfies ActorFixtures<typeof meetingShareActors>;

// One actor, two invocations: enabling and changing the password each get saveShare's fixtures; loading
// and refreshing each get loadShare's.
const { saveShare, ...byActor } = fixtures;
const byInvokeId = {
  ...byActor,
  enableShare: saveShare,
  changePassword: saveShare,
  refreshShare: fixtures.loadShare,
};

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...meetingShareMachine.config,
    context: {
      meetingId: 'meeting-1',
      settings: null,
      password: null,
      draft: '',
      changes: null,
      failure: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  meetingShareMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('meetingShare: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'meetingShare',
    machine: modelled,
    sut: modelled.provide({
      actors: { loadShare: never, saveShare: never, saveChoices: never, disableShare: never },
    }),
    userEvents: [
      { type: 'share.open' },
      { type: 'share.close' },
      { type: 'share.retry' },
      { type: 'share.enable', password: 'senha-digitada' },
      { type: 'share.enable', password: null },
      { type: 'password.change', password: null },
      { type: 'choices.save', changes: { content: defaultShareContent, expiresOn: '2026-03-20' } },
      { type: 'share.refresh' },
      { type: 'share.disable' },
      { type: 'disable.confirm' },
      { type: 'disable.cancel' },
    ],
    fixtures: byInvokeId,
    invariants: {
      closed: (actual) => expect(actual.context.password).toBeNull(),
      enabling: (actual) => expect(actual.hasTag('busy')).toBe(true),
      disabling: (actual) => expect(actual.hasTag('busy')).toBe(true),
      savingChoices: (actual) => expect(actual.context.changes).not.toBeNull(),
      on: (actual) => expect(actual.context.settings?.enabled).toBe(true),
    },
  });
}, 120_000);
