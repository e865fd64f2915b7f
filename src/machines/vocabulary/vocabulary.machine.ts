/*
 * The company's vocabulary (spec section 7, Other): words speech-to-text and transcript improvement are
 * told about. Every user of the company adds and removes them.
 * - loading: GET /api/companies/vocabularies; failed says why and can retry.
 * - ready.idle: word.add brings the word as the form checked it (vocabulary-form-schema.ts: trimmed, not
 *   empty); it is refused here, without a request, when already in the list in any case (the server refuses
 *   duplicates the same way); otherwise ready.adding. word.refused is the form's own refusal, said the same
 *   way. word.remove: ready.removing.
 * - A refusal or failure says why (the form keeps what was typed); a success empties the field (`word.added`).
 */
import { assign, emit, setup } from 'xstate';
import type { Vocabulary } from '../../api-contract/vocabulary.ts';
import { appError, describeError, type AppError, type ErrorKey } from '../../services/errors.ts';
import { errorOf } from '../shared/failure.ts';
import { vocabularyActors } from './actors.ts';

export type VocabularyContext = {
  words: Vocabulary[];
  loadFailure: AppError | null;
  /** The word being added; empty once it is. */
  draft: string;
  /** Why the typed word was not added. */
  addFailure: AppError | null;
  /** The entry being removed, and why the last removal failed. */
  removingId: string | null;
  removeFailure: AppError | null;
};

export type VocabularyEvent =
  | { type: 'words.retry' }
  /** The word as the form hands it: trimmed, not empty. */
  | { type: 'word.add'; word: string }
  /** The form refused what was typed; `reason` is its message's i18n key. */
  | { type: 'word.refused'; reason: ErrorKey }
  | { type: 'word.remove'; id: string };

const sameWord = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');
const alphabetical = (words: Vocabulary[]) =>
  words.toSorted((a, b) => a.word.localeCompare(b.word, 'pt-BR', { sensitivity: 'base' }));

/** A word was added: the form empties its field. */
export type VocabularyEmitted = { type: 'word.added' };

export const vocabularyMachine = setup({
  types: {
    context: {} as VocabularyContext,
    events: {} as VocabularyEvent,
    emitted: {} as VocabularyEmitted,
  },
  actors: vocabularyActors,
  guards: {
    isDuplicate: ({ context }, word: string) => context.words.some((entry) => sameWord(entry.word, word)),
  },
  actions: {
    takeWords: assign((_, words: Vocabulary[]) => ({ words: alphabetical(words), loadFailure: null })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    refuse: assign((_, reason: ErrorKey) => ({ addFailure: appError(reason) })),
    startAdd: assign((_, word: string) => ({ draft: word, addFailure: null, removeFailure: null })),
    added: assign(({ context }, entry: Vocabulary) => ({
      words: alphabetical([...context.words, entry]),
      draft: '',
    })),
    announceAdded: emit({ type: 'word.added' as const }),
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
  description: 'Vocabulário da empresa: palavras que a transcrição passa a escrever certo',
  meta: {
    events: {
      'words.retry': 'Pessoa pediu para carregar o vocabulário de novo',
      'word.add': 'Pessoa pediu para adicionar uma palavra',
      'word.refused': 'Formulário recusou a palavra digitada',
      'word.remove': 'Pessoa pediu para remover uma palavra',
      'xstate.done.actor.loadWords': 'Servidor enviou o vocabulário',
      'xstate.error.actor.loadWords': 'Carregar o vocabulário falhou',
      'xstate.done.actor.addWord': 'Servidor adicionou a palavra',
      'xstate.error.actor.addWord': 'Adicionar a palavra falhou',
      'xstate.done.actor.removeWord': 'Servidor removeu a palavra',
      'xstate.error.actor.removeWord': 'Remover a palavra falhou',
    },
  },
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
      description: 'Carregando o vocabulário da empresa',
      tags: ['busy'],
      invoke: {
        id: 'loadWords',
        src: 'loadWords',
        onDone: { target: 'ready', actions: { type: 'takeWords', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'words.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Vocabulário na tela: dá para adicionar e remover palavras',
      initial: 'idle',
      states: {
        idle: {
          description: 'Esperando a pessoa adicionar ou remover uma palavra',
          on: {
            'word.add': [
              {
                guard: { type: 'isDuplicate', params: ({ event }) => event.word },
                actions: { type: 'refuse', params: 'vocabulary:duplicate' },
              },
              { target: 'adding', actions: { type: 'startAdd', params: ({ event }) => event.word } },
            ],
            'word.refused': { actions: { type: 'refuse', params: ({ event }) => event.reason } },
            'word.remove': {
              target: 'removing',
              actions: { type: 'startRemove', params: ({ event }) => event.id },
            },
          },
        },
        adding: {
          description: 'Adicionando a palavra ao vocabulário',
          tags: ['busy'],
          invoke: {
            id: 'addWord',
            src: 'addWord',
            input: ({ context }) => ({ word: context.draft }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'added', params: ({ event }) => event.output }, 'announceAdded'],
            },
            onError: { target: 'idle', actions: { type: 'failAdd', params: errorOf } },
          },
        },
        removing: {
          description: 'Removendo a palavra do vocabulário',
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
