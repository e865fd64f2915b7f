import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectAddFailure,
  selectDraft,
  selectRemoveFailure,
  selectVocabularyView,
  selectWords,
} from '../../../../src/machines/vocabulary/selectors.ts';
import { vocabularyMachine } from '../../../../src/machines/vocabulary/vocabulary.machine.ts';
import type { Vocabulary } from '../../../../src/api-contract/vocabulary.ts';
import {
  duplicateWordRefusal,
  hubspot,
  protheus,
  vocabularyNetworkError,
} from '../../../model/vocabulary/vocabulary.fixtures.ts';

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function start({
  load = async () => [hubspot],
  add = async () => protheus,
  remove = async () => undefined,
}: {
  load?: () => Promise<Vocabulary[]>;
  add?: (word: string) => Promise<Vocabulary>;
  remove?: (id: string) => Promise<void>;
} = {}) {
  const machine = vocabularyMachine.provide({
    actors: {
      loadWords: fromPromise(() => load()),
      addWord: fromPromise(({ input }) => add(input.word)),
      removeWord: fromPromise(({ input }) => remove(input.id)),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return actor;
}

async function ready(actor: ReturnType<typeof start>) {
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
}

/** How many times the machine told the form to empty its field. */
function fieldEmptied(actor: ReturnType<typeof start>) {
  const emptied = vi.fn<() => void>();
  actor.on('word.added', emptied);
  return emptied;
}

describe('company vocabulary', () => {
  it('loads the words; a failure can be retried', async () => {
    const load = vi
      .fn<() => Promise<Vocabulary[]>>()
      .mockRejectedValueOnce(vocabularyNetworkError)
      .mockResolvedValue([protheus, hubspot]);
    const actor = start({ load });
    await vi.waitFor(() => expect(selectVocabularyView(actor.getSnapshot())).toBe('failed'));
    actor.send({ type: 'words.retry' });
    await ready(actor);
    expect(selectWords(actor.getSnapshot()).map((entry) => entry.word)).toEqual(['HubSpot', 'Protheus']);
  });

  it('adds the word the form hands it, in alphabetical place, and empties the field', async () => {
    const add = vi.fn<(word: string) => Promise<Vocabulary>>(async () => protheus);
    const actor = start({ add });
    await ready(actor);
    const emptied = fieldEmptied(actor);
    actor.send({ type: 'word.add', word: 'Protheus' });
    expect(selectDraft(actor.getSnapshot())).toBe('Protheus');
    await ready(actor);
    expect(add).toHaveBeenCalledWith('Protheus');
    expect(selectWords(actor.getSnapshot())).toEqual([hubspot, protheus]);
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(emptied).toHaveBeenCalledOnce();
  });

  it("says the form's refusal, and refuses a word already in the list in any case, without a request", async () => {
    const add = vi.fn<(word: string) => Promise<Vocabulary>>(async () => protheus);
    const actor = start({ add });
    await ready(actor);
    const emptied = fieldEmptied(actor);
    actor.send({ type: 'word.refused', reason: 'vocabulary:empty' });
    expect(selectAddFailure(actor.getSnapshot())).toEqual({
      key: 'vocabulary:empty',
      status: null,
      detail: null,
    });
    actor.send({ type: 'word.add', word: 'HUBSPOT' });
    expect(selectAddFailure(actor.getSnapshot())?.key).toBe('vocabulary:duplicate');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(add).not.toHaveBeenCalled();
    expect(emptied).not.toHaveBeenCalled();
  });

  it("keeps the field when the server refuses the word (a colleague's word added meanwhile)", async () => {
    const actor = start({ add: () => Promise.reject(duplicateWordRefusal) });
    await ready(actor);
    const emptied = fieldEmptied(actor);
    actor.send({ type: 'word.add', word: 'Salesforce' });
    await ready(actor);
    expect(selectAddFailure(actor.getSnapshot())?.detail).toBe(
      'Esta palavra já está no vocabulário da empresa.',
    );
    expect(emptied).not.toHaveBeenCalled();
    // A new attempt clears what was said.
    actor.send({ type: 'word.add', word: 'Salesforce' });
    expect(selectAddFailure(actor.getSnapshot())).toBeNull();
  });

  it('a refusal is said only when idle, and a removal clears it', async () => {
    const actor = start({ remove: () => new Promise<void>(() => {}) });
    await ready(actor);
    actor.send({ type: 'word.refused', reason: 'vocabulary:empty' });
    actor.send({ type: 'word.remove', id: hubspot.id });
    expect(selectAddFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'word.refused', reason: 'vocabulary:empty' });
    expect(selectAddFailure(actor.getSnapshot())).toBeNull();
  });

  it('removes a word; a failed removal keeps it and says why', async () => {
    const remove = vi.fn<(id: string) => Promise<void>>().mockRejectedValueOnce(vocabularyNetworkError);
    remove.mockResolvedValue(undefined);
    const actor = start({ remove });
    await ready(actor);
    actor.send({ type: 'word.remove', id: hubspot.id });
    await ready(actor);
    expect(selectRemoveFailure(actor.getSnapshot())).not.toBeNull();
    expect(selectWords(actor.getSnapshot())).toEqual([hubspot]);
    actor.send({ type: 'word.remove', id: hubspot.id });
    await ready(actor);
    expect(selectWords(actor.getSnapshot())).toEqual([]);
    expect(remove).toHaveBeenCalledWith(hubspot.id);
  });
});
