/*
 * /search?q= (issue 29): what was said in every meeting the person may see. The address holds the search, so
 * the page starts a new actor for each one (a new search is a new address, and Back goes to the previous); an
 * address without words starts none, the page only asks for them.
 * - searching: the server looks the words up.
 * - showing: the hits, best first (none: the page says nothing matched).
 * - failed: the search failed; the person may try again, and what they typed stays in the box.
 */
import { assign, setup } from 'xstate';
import type { SearchHit, SearchResults } from '../../../api-contract/search.ts';
import type { AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { conversationSearchActors } from './actors.ts';

export type ConversationSearchContext = {
  query: string;
  hits: SearchHit[];
  failure: AppError | null;
};

export type ConversationSearchEvent = { type: 'search.retry' };

export const conversationSearchMachine = setup({
  types: {
    context: {} as ConversationSearchContext,
    events: {} as ConversationSearchEvent,
    input: {} as { query: string },
  },
  actors: conversationSearchActors,
  actions: {
    takeHits: assign((_, results: SearchResults) => ({ hits: results.hits, failure: null })),
    // Search is an extension: a server without it says so.
    fail: failWith('extension'),
  },
}).createMachine({
  id: 'conversationSearch',
  description: 'Busca nas conversas: o que foi dito em todas as reuniões que a pessoa pode ver',
  meta: {
    events: {
      'search.retry': 'Pessoa pediu para buscar de novo',
      'xstate.done.actor.search': 'Servidor enviou os trechos encontrados',
      'xstate.error.actor.search': 'A busca falhou',
    },
  },
  context: ({ input }) => ({ query: input.query.trim(), hits: [], failure: null }),
  initial: 'searching',
  states: {
    searching: {
      description: 'Buscando as palavras nas conversas',
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'showing', actions: { type: 'takeHits', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    showing: {
      description: 'Mostrando os trechos encontrados, os melhores primeiro (ou que nada foi encontrado)',
    },
    failed: {
      description: 'A busca falhou: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'search.retry': { target: 'searching' } },
    },
  },
});
