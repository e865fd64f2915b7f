/*
 * The company's vocabulary (spec section 7, Other): words speech-to-text and transcript improvement are
 * told about. Every user of the company adds and removes them.
 * - loading: GET /api/companies/vocabularies; failed says why and can retry.
 * - ready.idle: word.add is refused here, without a request, when empty or already in the list in any case
 *   (the server refuses duplicates the same way); otherwise ready.adding. word.remove: ready.removing.
 * - A refusal or failure keeps what was typed (`draft`) and says why; a success clears the field.
 */
import { assign, setup } from 'xstate';
import type { Vocabulary } from '../../api-contract/vocabulary.ts';
import { appError, describeError, type AppError } from '../../services/errors.ts';
import { errorOf } from '../shared/failure.ts';
import { vocabularyActors } from './actors.ts';

export type VocabularyContext = {
  words: Vocabulary[];
  loadFailure: AppError | null;
  /** The word as typed last, kept when it is refused. */
  draft: string;
  /** Why the typed word was not added. */
  addFailure: AppError | null;
  /** The entry being removed, and why the last removal failed. */
  removingId: string | null;
  removeFailure: AppError | null;
};

export type VocabularyEvent =
  { type: 'words.retry' } | { type: 'word.add'; word: string } | { type: 'word.remove'; id: string };

const sameWord = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');
const alphabetical = (words: Vocabulary[]) =>
  words.toSorted((a, b) => a.word.localeCompare(b.word, 'pt-BR', { sensitivity: 'base' }));

export const vocabularyMachine = setup({
  types: { context: {} as VocabularyContext, events: {} as VocabularyEvent },
  actors: vocabularyActors,
  guards: {
    isEmpty: (_, word: string) => word.trim() === '',
    isDuplicate: ({ context }, word: string) => context.words.some((entry) => sameWord(entry.word, word)),
  },
  actions: {
    takeWords: assign((_, words: Vocabulary[]) => ({ words: alphabetical(words), loadFailure: null })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    refuse: assign((_, refusal: { word: string; key: 'vocabulary:empty' | 'vocabulary:duplicate' }) => ({
      draft: refusal.word,
      addFailure: appError(refusal.key),
    })),
    startAdd: assign((_, word: string) => ({ draft: word, addFailure: null, removeFailure: null })),
    added: assign(({ context }, entry: Vocabulary) => ({
      words: alphabetical([...context.words, entry]),
      draft: '',
    })),
    failAdd: assign((_, error: unknown) => ({ addFailure: describeError(error, 'request') })),
    startRemove: assign((_, id: string) => ({ removingId: id, removeFailure: null, addFailure: null })),
    removed: assign(({ context }) => ({
      words: context.words.filter((entry) => entry.id !== context.removingId),
      removingId: null,
    })),
    failRemove: assign((_, error: unknown) => ({
      removeFailure: describeError(error, 'request'),
      removingId: null,
    })),
  },
}).createMachine({
  id: 'vocabulary',
  context: {
    words: [],
    loadFailure: null,
    draft: '',
    addFailure: null,
    removingId: null,
    removeFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWords',
        src: 'loadWords',
        onDone: { target: 'ready', actions: { type: 'takeWords', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'words.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'word.add': [
              {
                guard: { type: 'isEmpty', params: ({ event }) => event.word },
                actions: {
                  type: 'refuse',
                  params: ({ event }) => ({ word: event.word, key: 'vocabulary:empty' as const }),
                },
              },
              {
                guard: { type: 'isDuplicate', params: ({ event }) => event.word },
                actions: {
                  type: 'refuse',
                  params: ({ event }) => ({ word: event.word, key: 'vocabulary:duplicate' as const }),
                },
              },
              { target: 'adding', actions: { type: 'startAdd', params: ({ event }) => event.word } },
            ],
            'word.remove': {
              target: 'removing',
              actions: { type: 'startRemove', params: ({ event }) => event.id },
            },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addWord',
            src: 'addWord',
            input: ({ context }) => ({ word: context.draft.trim() }),
            onDone: { target: 'idle', actions: { type: 'added', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failAdd', params: errorOf } },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeWord',
            src: 'removeWord',
            input: ({ context }) => ({ id: context.removingId! }),
            onDone: { target: 'idle', actions: 'removed' },
            onError: { target: 'idle', actions: { type: 'failRemove', params: errorOf } },
          },
        },
      },
    },
  },
});
