import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneralSettingsData } from '../../../../../src/machines/settings/general-settings/actors.ts';
import { generalSettingsMachine } from '../../../../../src/machines/settings/general-settings/general-settings.machine.ts';
import {
  selectFailure,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectSettings,
  selectTemplates,
  selectWasSaved,
} from '../../../../../src/machines/settings/general-settings/selectors.ts';
import type { GeneralSettings } from '../../../../../src/api-contract/general-settings.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import {
  chosenSettings,
  loadedSettings,
  storedSettings,
} from '../../../../model/settings/general-settings.fixtures.ts';

const never = <T>() => new Promise<T>(() => {});
let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function start(
  load: () => Promise<GeneralSettingsData> = async () => loadedSettings,
  save: (settings: GeneralSettings) => Promise<GeneralSettings> = async (settings) => settings,
) {
  const machine = generalSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => load()),
      saveSettings: fromPromise(({ input }) => save(input)),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return actor;
}

const refusal = () =>
  new HttpError(400, 'Bad Request', {
    body: { status: 400, title: 'Bad Request', message: 'Opção de e-mail da reunião inválida.' },
  });

describe('general settings: loading', () => {
  it('loads the stored settings and the templates, then edits them', async () => {
    const actor = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(selectSettings(actor.getSnapshot())).toEqual(storedSettings);
    expect(selectTemplates(actor.getSnapshot())).toEqual(loadedSettings.templates);
  });

  it('says why it could not load, and loads again on retry', async () => {
    const load = vi.fn<() => Promise<GeneralSettingsData>>();
    load.mockRejectedValueOnce(new HttpError(500, 'Internal Server Error')).mockResolvedValue(loadedSettings);
    const actor = start(load);
    await vi.waitFor(() => expect(selectLoadFailed(actor.getSnapshot())).toBe(true));
    expect(selectFailure(actor.getSnapshot())?.status).toBe('500');
    actor.send({ type: 'settings.retry' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
  });
});

describe('general settings: saving', () => {
  it('sends what the form holds and keeps what the server stored', async () => {
    const save = vi.fn<(settings: GeneralSettings) => Promise<GeneralSettings>>(async (settings) => settings);
    const actor = start(undefined, save);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'settings.save', settings: chosenSettings });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(selectWasSaved(actor.getSnapshot())).toBe(true));
    expect(save).toHaveBeenCalledWith(chosenSettings);
    expect(selectSettings(actor.getSnapshot())).toEqual(chosenSettings);
    // A change after the save: the "saved" note goes, the form is being edited again.
    actor.send({ type: 'settings.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a refused save shows the reason, keeps the stored settings, and can be sent again', async () => {
    const save = vi.fn<(settings: GeneralSettings) => Promise<GeneralSettings>>();
    save.mockRejectedValueOnce(refusal()).mockImplementation(async (settings) => settings);
    const actor = start(undefined, save);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'settings.save', settings: chosenSettings });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(selectFailure(actor.getSnapshot())).toMatchObject({
      key: 'errors:request.refused',
      detail: 'Opção de e-mail da reunião inválida.',
    });
    expect(selectSettings(actor.getSnapshot())).toEqual(storedSettings);
    actor.send({ type: 'settings.save', settings: chosenSettings });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(selectWasSaved(actor.getSnapshot())).toBe(true));
  });

  it('editing after a failure clears the error; a second save while one runs is not started', async () => {
    const save = vi.fn<(settings: GeneralSettings) => Promise<GeneralSettings>>();
    save.mockRejectedValueOnce(refusal()).mockImplementation(never);
    const actor = start(undefined, save);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'settings.save', settings: chosenSettings });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'settings.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'settings.save', settings: chosenSettings });
    actor.send({ type: 'settings.save', settings: storedSettings });
    expect(save).toHaveBeenCalledTimes(2);
  });
});
