import { fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { generalSettingsActors } from '../../../src/machines/settings/general-settings/actors.ts';
import { generalSettingsMachine } from '../../../src/machines/settings/general-settings/general-settings.machine.ts';
import type { GeneralSettings } from '../../../src/api-contract/general-settings.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { chosenSettings, loadedSettings } from './general-settings.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

const fixtures = {
  loadSettings: { done: [loadedSettings], error: [new HttpError(500, 'Internal Server Error')] },
  saveSettings: {
    done: [chosenSettings],
    error: [
      new HttpError(400, 'Bad Request', {
        body: { status: 400, title: 'Bad Request', message: 'Opção de importação de reuniões inválida.' },
      }),
    ],
  },
} satisfies ActorFixtures<typeof generalSettingsActors>;

it('general settings: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'generalSettings',
    machine: generalSettingsMachine,
    sut: generalSettingsMachine.provide({
      actors: { loadSettings: never(), saveSettings: never<GeneralSettings, GeneralSettings>() },
    }),
    userEvents: [
      { type: 'settings.save', settings: chosenSettings },
      { type: 'settings.edit' },
      { type: 'settings.retry' },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => expect(actual.context.failure).not.toBeNull(),
      editing: (actual) => {
        expect(actual.context.settings).not.toBeNull();
        expect(actual.context.failure).toBeNull();
      },
      saving: (actual) => expect(actual.context.failure).toBeNull(),
      saved: (actual) => expect(actual.context.settings).toEqual(chosenSettings),
      failed: (actual) => expect(actual.context.failure?.key).toBe('errors:request.refused'),
    },
  });
}, 60_000);
