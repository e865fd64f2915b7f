import { fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { vocabularyActors } from '../../../src/machines/vocabulary/actors.ts';
import { vocabularyMachine } from '../../../src/machines/vocabulary/vocabulary.machine.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import { duplicateWordRefusal, hubspot, protheus, vocabularyNetworkError } from './vocabulary.fixtures.ts';

const never = fromPromise(() => new Promise<never>(() => {}));

it('vocabulary: every state and transition, replayed on a real actor', async () => {
  const fixtures = {
    loadWords: { done: [[hubspot]], error: [vocabularyNetworkError] },
    addWord: { done: [protheus], error: [duplicateWordRefusal] },
    removeWord: { done: [undefined], error: [vocabularyNetworkError] },
  } satisfies ActorFixtures<typeof vocabularyActors>;
  const modelled = loosely(vocabularyMachine);
  await runModel({
    name: 'vocabulary',
    machine: modelled,
    sut: modelled.provide({ actors: { loadWords: never, addWord: never, removeWord: never } }),
    userEvents: [
      { type: 'words.retry' },
      // The words as the form hands them (trimmed, not empty), and its refusal of an empty one.
      { type: 'word.refused', reason: 'vocabulary:empty' },
      { type: 'word.add', word: 'hubspot' },
      { type: 'word.add', word: 'Protheus' },
      { type: 'word.remove', id: hubspot.id },
    ],
    fixtures,
    // The fake add answers the same entry whatever was typed: once it is in the list, the walk stops there.
    stopWhen: (snapshot) =>
      (snapshot.context.words as { id: string }[]).some((entry) => entry.id === protheus.id),
    invariants: {
      // No word twice, whatever its case.
      ready: (actual) => {
        const words = (actual.context.words as { word: string }[]).map((entry) => entry.word.toLowerCase());
        expect(new Set(words).size).toBe(words.length);
      },
    },
  });
}, 240_000);
