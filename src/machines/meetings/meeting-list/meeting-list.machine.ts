/*
 * Meeting list: filters, infinite scroll by offset, merge without duplicates, a 300 s cache, live bot statuses.
 * - restoring: asks the service-layer cache for the pages already seen with these filters (spec section 9:
 *   the list is kept 300 s), so coming back to /meetings shows them at once.
 * - debouncing: the search text changed; waits for the person to stop typing before fetching.
 * - loading: the first page (offset 0) for the current filters; a filter change restarts it, and the
 *   request of the old filters is cancelled through its signal, so a stale answer never lands.
 * - failed: the first page failed; 'list.retry' tries again.
 * - ready: meetings are shown.
 *   - idle: waits for 'list.loadMore' (next offset) and, while a loaded meeting's bot is active, refreshes
 *     those meetings every `statusPoll` so their status moves without a reload.
 *   - revalidating: a cached list is shown while its first page is fetched again.
 *   - loadingMore / loadMoreFailed: the next page; a failure keeps what is loaded and offers 'list.retry'.
 *   - refreshingStatuses: the active meetings fetched again one by one.
 * Any filter other than the offset changing goes back to restoring (so to offset 0).
 * Beside all this, at the root: the sellers the viewer may filter by (team leaders and admins) load, and the
 * meetings cache reports every write to a meeting made anywhere (added, saved, removed), which the list
 * shows at once; a change only the server knows ('meetings.stale') revalidates the first page.
 */
import { assign, setup } from 'xstate';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { MeetingPage } from '../../../services/meetings/meetings.ts';
import { now } from '../../../services/clock.ts';
import { describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import {
  initialMeetingListContext,
  type MeetingListContext,
  type MeetingListEvent,
  type MeetingListInput,
} from './context.ts';
import { meetingListPageSize, pageRequest } from './page-request.ts';
import { meetingListActors, type Seller } from './actors.ts';
import { activeMeetingIds } from './bot-status.ts';
import { changedFilterKeys, type MeetingListFilters } from './filters.ts';
import { appendUnique, prependUnique, replaceById, withFreshFirstPage, withoutMeeting } from './merge.ts';

const toRequestError = (error: unknown): AppError => describeError(error, 'request');

export const meetingListMachine = setup({
  types: {
    context: {} as MeetingListContext,
    events: {} as MeetingListEvent,
    input: {} as MeetingListInput | undefined,
  },
  actors: meetingListActors,
  delays: {
    queryDebounce: 350,
    statusPoll: 3000,
  },
  guards: {
    filtersUnchanged: ({ context }, params: { filters: MeetingListFilters }) =>
      changedFilterKeys(context.filters, { ...context.filters, ...params.filters }).length === 0,
    onlyQueryChanged: ({ context }, params: { filters: MeetingListFilters }) => {
      const changed = changedFilterKeys(context.filters, { ...context.filters, ...params.filters });
      return changed.length === 1 && changed[0] === 'query';
    },
    hasMore: ({ context }) => context.nextOffset < context.total,
    hasActiveMeetings: ({ context }) => activeMeetingIds(context.meetings, now()).length > 0,
  },
  actions: {
    assignFilters: assign(({ context }, params: { filters: MeetingListFilters }) => ({
      filters: { ...context.filters, ...params.filters },
    })),
    assignCachedPages: assign((_, params: { pages: MeetingPage[] }) => ({
      meetings: params.pages.reduce<Meeting[]>((merged, page) => appendUnique(merged, page.meetings), []),
      total: params.pages.at(-1)?.total ?? 0,
      totalIsLowerBound: params.pages.at(-1)?.totalIsLowerBound === true,
      nextOffset: params.pages.length * meetingListPageSize,
      failure: null,
      refreshFailure: null,
    })),
    assignFirstPage: assign((_, list: MeetingPage) => ({
      meetings: appendUnique([], list.meetings),
      total: list.total,
      totalIsLowerBound: list.totalIsLowerBound === true,
      nextOffset: meetingListPageSize,
      failure: null,
      refreshFailure: null,
    })),
    assignRevalidatedPage: assign(({ context }, list: MeetingPage) => ({
      meetings: withFreshFirstPage(context.meetings, list.meetings),
      // A lower bound from the first page must not forget the pages already loaded past it.
      total: list.totalIsLowerBound ? Math.max(context.total, list.total) : list.total,
      totalIsLowerBound: list.totalIsLowerBound === true,
      refreshFailure: null,
    })),
    appendPage: assign(({ context }, list: MeetingPage) => ({
      meetings: appendUnique(context.meetings, list.meetings),
      total: list.total,
      totalIsLowerBound: list.totalIsLowerBound === true,
      nextOffset: context.nextOffset + meetingListPageSize,
      failure: null,
    })),
    assignRefreshedMeetings: assign(({ context }, meetings: Meeting[]) => ({
      meetings: replaceById(context.meetings, meetings),
      refreshFailure: null,
    })),
    assignAddedMeeting: assign(({ context }, meeting: Meeting) => ({
      meetings: prependUnique(context.meetings, meeting),
      total: context.meetings.some((other) => other.id === meeting.id) ? context.total : context.total + 1,
    })),
    assignSavedMeeting: assign(({ context }, meeting: Meeting) => ({
      meetings: replaceById(context.meetings, [meeting]),
    })),
    removeMeeting: assign(({ context }, meetingId: string) => {
      const meetings = withoutMeeting(context.meetings, meetingId);
      return { meetings, total: context.total - (context.meetings.length - meetings.length) };
    }),
    fail: failWith('request'),
    failRefresh: assign((_, error: unknown) => ({ refreshFailure: toRequestError(error) })),
    takeSellers: assign((_, sellers: Seller[]) => ({ sellers, sellersFailure: null })),
    failSellers: assign((_, error: unknown) => ({ sellersFailure: toRequestError(error) })),
  },
}).createMachine({
  id: 'meetingList',
  description: 'Lista de reuniões: filtros, rolagem infinita e status dos bots ao vivo',
  meta: {
    events: {
      'meeting.added': 'Reunião adicionada em outra tela',
      'meeting.saved': 'Reunião salva em outra tela',
      'meeting.removed': 'Reunião removida em outra tela',
      'filters.change': 'Filtros da lista alterados',
      'xstate.done.actor.loadSellers': 'Vendedores do filtro carregados',
      'xstate.error.actor.loadSellers': 'Falhou ao carregar os vendedores do filtro',
      'cache.hit': 'Páginas já vistas encontradas no cache',
      'cache.miss': 'Cache sem páginas para estes filtros',
      'xstate.error.actor.readCache': 'Falhou ao ler o cache da lista',
      'xstate.after.queryDebounce': 'Pessoa parou de digitar a busca',
      'xstate.done.actor.fetchPage': 'Página de reuniões recebida do servidor',
      'xstate.error.actor.fetchPage': 'Falhou ao buscar a página de reuniões',
      'list.retry': 'Pessoa pediu para tentar de novo',
      'meetings.stale': 'Servidor avisou que a lista mudou',
      'list.loadMore': 'Pessoa rolou até o fim e pediu mais reuniões',
      'xstate.after.statusPoll': 'Intervalo de atualização dos status passou',
      'xstate.done.actor.refreshMeetings': 'Status das reuniões com bot ativo atualizados',
      'xstate.error.actor.refreshMeetings': 'Falhou ao atualizar os status dos bots',
    },
  },
  context: ({ input }) => initialMeetingListContext(input),
  invoke: [
    {
      id: 'loadSellers',
      src: 'loadSellers',
      input: ({ context }) => ({ teamIds: context.viewer.teams.map((team) => team.id) }),
      onDone: { actions: { type: 'takeSellers', params: ({ event }) => event.output } },
      onError: { actions: { type: 'failSellers', params: errorOf } },
    },
    { id: 'watchMeetingChanges', src: 'watchMeetingChanges' },
  ],
  on: {
    'meeting.added': { actions: { type: 'assignAddedMeeting', params: ({ event }) => event.meeting } },
    'meeting.saved': { actions: { type: 'assignSavedMeeting', params: ({ event }) => event.meeting } },
    'meeting.removed': { actions: { type: 'removeMeeting', params: ({ event }) => event.meetingId } },
    'filters.change': [
      {
        guard: { type: 'filtersUnchanged', params: ({ event }) => event },
        actions: { type: 'assignFilters', params: ({ event }) => event },
      },
      {
        guard: { type: 'onlyQueryChanged', params: ({ event }) => event },
        target: '.debouncing',
        actions: { type: 'assignFilters', params: ({ event }) => event },
      },
      { target: '.restoring', actions: { type: 'assignFilters', params: ({ event }) => event } },
    ],
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Procurando no cache as páginas já vistas com estes filtros',
      invoke: {
        id: 'readCache',
        src: 'readCache',
        input: ({ context }) => {
          const { offset: _offset, ...request } = pageRequest(context, 0);
          return request;
        },
        onError: { target: 'loading' },
      },
      on: {
        'cache.hit': {
          target: 'ready.revalidating',
          actions: { type: 'assignCachedPages', params: ({ event }) => event },
        },
        'cache.miss': { target: 'loading' },
      },
    },
    debouncing: {
      description: 'Esperando a pessoa parar de digitar a busca',
      after: { queryDebounce: { target: 'restoring' } },
    },
    loading: {
      description: 'Buscando a primeira página de reuniões',
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => pageRequest(context, 0),
        onDone: {
          target: 'ready',
          actions: { type: 'assignFirstPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'list.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando as reuniões',
      initial: 'idle',
      on: { 'meetings.stale': { target: '.revalidating' } },
      states: {
        idle: {
          description: 'Lista pronta; atualiza os status dos bots ativos de tempos em tempos',
          on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
          after: {
            // Re-armed every tick, so a meeting that becomes active later (one just added) is picked up.
            statusPoll: [
              { guard: 'hasActiveMeetings', target: 'refreshingStatuses' },
              { target: 'idle', reenter: true },
            ],
          },
        },
        revalidating: {
          description: 'Mostrando a lista do cache enquanto busca a versão atual',
          tags: ['refreshing'],
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => pageRequest(context, 0),
            onDone: {
              target: 'idle',
              actions: { type: 'assignRevalidatedPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'failRefresh', params: errorOf },
            },
          },
        },
        loadingMore: {
          description: 'Buscando a próxima página de reuniões',
          tags: ['loadingMore'],
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => pageRequest(context, context.nextOffset),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: {
              target: 'loadMoreFailed',
              actions: { type: 'fail', params: errorOf },
            },
          },
        },
        loadMoreFailed: {
          description: 'Falhou ao carregar mais: mantém a lista e oferece tentar de novo',
          tags: ['loadMoreError'],
          on: { 'list.retry': { target: 'loadingMore' } },
        },
        refreshingStatuses: {
          description: 'Atualizando o status das reuniões com bot ativo',
          tags: ['refreshing'],
          on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
          invoke: {
            id: 'refreshMeetings',
            src: 'refreshMeetings',
            input: ({ context }) => ({ ids: activeMeetingIds(context.meetings, now()) }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignRefreshedMeetings', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'failRefresh', params: errorOf },
            },
          },
        },
      },
    },
  },
});
