import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotConfigWrite } from '../../../../../src/machines/bot/bot-config/actors.ts';
import { botConfigMachine } from '../../../../../src/machines/bot/bot-config/bot-config.machine.ts';
import {
  selectBotConfig,
  selectBotConfigView,
  selectImageProblem,
  selectLastSaved,
  selectNameProblem,
  selectPendingImage,
  selectSaving,
  selectShownImageStatus,
  selectWriteFailure,
} from '../../../../../src/machines/bot/bot-config/selectors.ts';
import type { BotConfig } from '../../../../../src/api-contract/bot-config.ts';
import {
  gifFile,
  hugePngFile,
  imageDimensionsRefusal,
  pngFile,
  renamedBotConfig,
  settingsNetworkError,
  storedBotConfig,
} from '../../../../model/bot/bot-config.fixtures.ts';

type Save = (write: BotConfigWrite) => Promise<BotConfig>;

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function start(
  save: (write: BotConfigWrite) => Promise<BotConfig> = async () => storedBotConfig,
  load: () => Promise<BotConfig> = async () => storedBotConfig,
) {
  const machine = botConfigMachine.provide({
    actors: {
      loadBotConfig: fromPromise(() => load()),
      saveBotConfig: fromPromise(({ input }) => save(input)),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return actor;
}

async function ready(actor: ReturnType<typeof start>) {
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
}

describe('bot config: loading', () => {
  it('loads the stored config; a failure can be retried', async () => {
    const load = vi
      .fn<() => Promise<BotConfig>>()
      .mockRejectedValueOnce(settingsNetworkError)
      .mockResolvedValue(storedBotConfig);
    const actor = start(undefined, load);
    await vi.waitFor(() => expect(selectBotConfigView(actor.getSnapshot())).toBe('failed'));
    actor.send({ type: 'config.retry' });
    await ready(actor);
    expect(selectBotConfig(actor.getSnapshot())).toEqual(storedBotConfig);
  });
});

describe('bot config: the name (spec section 5)', () => {
  it("says the form's refusal (an empty name) in place of what the page said about the last write", async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(imageDimensionsRefusal)
      .mockResolvedValue(storedBotConfig);
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'image.choose', file: pngFile() });
    actor.send({ type: 'image.send' });
    await ready(actor);
    expect(selectWriteFailure(actor.getSnapshot())?.kind).toBe('image');
    actor.send({ type: 'name.refused', reason: 'botConfig:name.empty' });
    expect(selectNameProblem(actor.getSnapshot())).toEqual({
      kind: 'refused',
      reason: 'botConfig:name.empty',
    });
    expect(selectWriteFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(save).toHaveBeenCalledOnce();
  });

  it('is not sent when it is the current name, and says so', async () => {
    const save = vi.fn<Save>(async () => storedBotConfig);
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'name.submit', name: 'Assistente Pauta' });
    expect(selectNameProblem(actor.getSnapshot())).toEqual({ kind: 'unchanged' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('is sent as the form hands it when new, and the answer becomes the config', async () => {
    const save = vi.fn<Save>(async () => renamedBotConfig);
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'name.refused', reason: 'botConfig:name.empty' });
    actor.send({ type: 'name.submit', name: 'Ana da Pauta' });
    expect(selectSaving(actor.getSnapshot())).toBe('name');
    await ready(actor);
    expect(save).toHaveBeenCalledWith({ kind: 'name', name: 'Ana da Pauta' });
    expect(selectBotConfig(actor.getSnapshot())?.name).toBe('Ana da Pauta');
    expect(selectLastSaved(actor.getSnapshot())).toBe('name');
    expect(selectNameProblem(actor.getSnapshot())).toBeNull();
  });

  it('a name the server refuses keeps the stored name and says why beside the name', async () => {
    const actor = start(() => Promise.reject(imageDimensionsRefusal));
    await ready(actor);
    actor.send({ type: 'name.submit', name: 'Outro nome' });
    await ready(actor);
    expect(selectWriteFailure(actor.getSnapshot())?.kind).toBe('name');
    expect(selectBotConfig(actor.getSnapshot())?.name).toBe('Assistente Pauta');
  });
});

describe('bot config: the picture', () => {
  it('a chosen picture waits for its preview to be confirmed, and can be discarded', async () => {
    const save = vi.fn<Save>(async () => storedBotConfig);
    const actor = start(save);
    await ready(actor);
    const file = pngFile();
    actor.send({ type: 'image.choose', file });
    expect(selectPendingImage(actor.getSnapshot())).toBe(file);
    actor.send({ type: 'image.discard' });
    expect(selectPendingImage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'image.send' });
    expect(save).not.toHaveBeenCalled();
  });

  it('is sent when confirmed; the preview goes once stored', async () => {
    const save = vi.fn<Save>(async () => storedBotConfig);
    const actor = start(save);
    await ready(actor);
    const file = pngFile();
    actor.send({ type: 'image.choose', file });
    actor.send({ type: 'image.send' });
    expect(selectSaving(actor.getSnapshot())).toBe('image');
    await ready(actor);
    expect(save).toHaveBeenCalledWith({ kind: 'image', file });
    expect(selectPendingImage(actor.getSnapshot())).toBeNull();
    expect(selectLastSaved(actor.getSnapshot())).toBe('image');
  });

  it('a wrong type or a file over 1 MB is refused before sending, keeping the current picture', async () => {
    const save = vi.fn<Save>(async () => storedBotConfig);
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'image.choose', file: gifFile() });
    expect(selectImageProblem(actor.getSnapshot())?.key).toBe('botConfig:image.wrongType');
    actor.send({ type: 'image.choose', file: hugePngFile() });
    expect(selectImageProblem(actor.getSnapshot())?.key).toBe('botConfig:image.tooLarge');
    expect(selectPendingImage(actor.getSnapshot())).toBeNull();
    expect(save).not.toHaveBeenCalled();
    expect(selectBotConfig(actor.getSnapshot())?.image).toBe(storedBotConfig.image);
  });

  it("the server's refusal (dimensions) keeps the current picture and the chosen one, and says why", async () => {
    const actor = start(() => Promise.reject(imageDimensionsRefusal));
    await ready(actor);
    const file = pngFile();
    actor.send({ type: 'image.choose', file });
    actor.send({ type: 'image.send' });
    await ready(actor);
    const failure = selectWriteFailure(actor.getSnapshot());
    expect(failure?.kind).toBe('image');
    expect(failure?.error.detail).toBe(
      'A imagem do bot precisa ter entre 128 e 1024 pixels de largura e de altura.',
    );
    expect(selectPendingImage(actor.getSnapshot())).toBe(file);
    expect(selectBotConfig(actor.getSnapshot())?.image).toBe(storedBotConfig.image);
  });

  it('is removed only when there is one', async () => {
    const save = vi.fn<Save>(async () => ({ ...storedBotConfig, image: null }));
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'image.remove' });
    await ready(actor);
    expect(save).toHaveBeenCalledWith({ kind: 'removeImage' });
    expect(selectBotConfig(actor.getSnapshot())?.image).toBeNull();
    actor.send({ type: 'image.remove' });
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('bot config: the switches', () => {
  it('sends the image status and the privacy e-mail as they change', async () => {
    const save = vi.fn<Save>(async (write: BotConfigWrite) =>
      write.kind === 'privacyEmail'
        ? { ...storedBotConfig, privacyEmailEnabled: write.enabled }
        : { ...storedBotConfig, imageStatus: 'inactive' as const },
    );
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'imageStatus.set', status: 'inactive' });
    await ready(actor);
    actor.send({ type: 'privacyEmail.set', enabled: true });
    await ready(actor);
    expect(save.mock.calls.map(([write]) => write)).toEqual([
      { kind: 'imageStatus', status: 'inactive' },
      { kind: 'privacyEmail', enabled: true },
    ]);
    expect(selectBotConfig(actor.getSnapshot())?.privacyEmailEnabled).toBe(true);
  });

  it('without a picture the image shows as off and cannot be switched', async () => {
    const save = vi.fn<Save>();
    const actor = start(save, async () => ({ ...storedBotConfig, image: null, imageStatus: 'active' }));
    await ready(actor);
    expect(selectShownImageStatus(actor.getSnapshot())).toBe('inactive');
    expect(actor.getSnapshot().can({ type: 'imageStatus.set', status: 'active' })).toBe(false);
    actor.send({ type: 'imageStatus.set', status: 'active' });
    expect(save).not.toHaveBeenCalled();
  });

  it('takes one write at a time', async () => {
    const save = vi.fn<Save>(() => new Promise<BotConfig>(() => {}));
    const actor = start(save);
    await ready(actor);
    actor.send({ type: 'privacyEmail.set', enabled: true });
    actor.send({ type: 'imageStatus.set', status: 'inactive' });
    expect(save).toHaveBeenCalledTimes(1);
  });
});
