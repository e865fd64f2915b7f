import { fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { botConfigActors } from '../../../src/machines/bot/bot-config/actors.ts';
import { botConfigMachine } from '../../../src/machines/bot/bot-config/bot-config.machine.ts';
import {
  gifFile,
  imageDimensionsRefusal,
  pngFile,
  settingsNetworkError,
  storedBotConfig,
} from './bot-config.fixtures.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';

const never = fromPromise(() => new Promise<never>(() => {}));

it('botConfig: every state and transition, replayed on a real actor', async () => {
  const fixtures = {
    loadBotConfig: { done: [storedBotConfig], error: [settingsNetworkError] },
    saveBotConfig: { done: [storedBotConfig], error: [imageDimensionsRefusal] },
  } satisfies ActorFixtures<typeof botConfigActors>;
  const modelled = loosely(botConfigMachine);
  // Plain stand-ins for the chosen files: the walk tells states apart by their JSON, which a File has none of.
  const asFile = (file: File) => ({ name: file.name, type: file.type, size: file.size }) as unknown as File;
  const chosen = asFile(pngFile());
  await runModel({
    name: 'botConfig',
    machine: modelled,
    sut: modelled.provide({ actors: { loadBotConfig: never, saveBotConfig: never } }),
    userEvents: [
      { type: 'config.retry' },
      // The names as the form hands them (trimmed, not empty), and its refusal of an empty one.
      { type: 'name.refused', reason: 'botConfig:name.empty' },
      { type: 'name.submit', name: 'Assistente Pauta' },
      { type: 'name.submit', name: 'Ana da Pauta' },
      { type: 'image.choose', file: chosen },
      { type: 'image.choose', file: asFile(gifFile()) },
      { type: 'image.discard' },
      { type: 'image.send' },
      { type: 'image.remove' },
      { type: 'imageStatus.set', status: 'inactive' },
      { type: 'privacyEmail.set', enabled: true },
    ],
    fixtures,
    // After a write has ended (saved or refused) the page is back where it started, with only what it says
    // about that write changed: every transition is walked before that, so the walk stops there.
    stopWhen: (snapshot) => snapshot.context.lastSaved !== null || snapshot.context.writeFailure !== null,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      // Spec section 5: a name is only ever sent when different from the current one (the form's schema
      // sees to the rest: trimmed, not empty).
      'ready.saving': (actual) => {
        const write = actual.context.pendingWrite as { kind: string; name?: string };
        expect(write.kind === 'name' && write.name === storedBotConfig.name).toBe(false);
      },
      // A refused picture or write never replaces the stored config.
      'ready.idle': (actual) => expect(actual.context.config).toEqual(storedBotConfig),
    },
  });
}, 240_000);
