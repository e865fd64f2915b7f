/*
 * Meeting list: filters, a window of pages over the whole list, a 300 s cache, live bot statuses. The list
 * knows its total from the first page and is as tall as every row; only the pages the viewport covers (and a
 * margin) are fetched, by offset, so scrolling to the end asks for the last page alone, and at most
 * `keptPages` pages stay loaded (pages.ts): rows not loaded show as skeletons.
 * - restoring: asks the service-layer cache for the pages already seen with these filters (spec section 9:
 *   the list is kept 300 s), so coming back to /meetings shows them at once.
 * - debouncing: the search text changed; waits for the person to stop typing before fetching.
 * - loading: the first page (offset 0) for the current filters, which tells the total; a filter change
 *   restarts it, and the request of the old filters is cancelled through its signal, so a stale answer
 *   never lands.
 * - failed: the first page failed; 'list.retry' tries again.
 * - ready: meetings are shown; the view reports the rows in view when a scroll stops ('list.viewport').
 *   - idle: every page of the viewport is loaded; while a loaded meeting's bot is active, refreshes those
 *     meetings every `statusPoll` so their status moves without a reload.
 *   - settling: the viewport moved onto pages not loaded; waits until it has stayed over the same pages for
 *     `viewportSettle`, so a scrollbar dragged across thousands of rows fetches only where it lands.
 *   - loadingPage / pageLoaded: the viewport's missing pages, the first visible one first, one at a time; a
 *     page the viewport left while on its way is cancelled.
 *   - loadFailed: a page failed; what is loaded stays, and 'list.retry' tries again.
 *   - revalidating: the page at the top of the viewport fetched again (a cached list shown, or
 *     'meetings.stale'); a changed total drops the other pages, which are fetched again as seen.
 *   - refreshingStatuses: the active meetings fetched again one by one.
 * Any filter other than the rows in view changing goes back to restoring (so to the top).
 * Beside all this, at the root: the sellers the viewer may filter by (team leaders and admins) load, and the
 * meetings cache reports every write to a meeting made anywhere (added, saved, removed), which the list
 * shows at once; a change only the server knows ('meetings.stale') revalidates.
 */
import { assign, not, setup } from 'xstate';
import type { Meeting } from '../../../api-contract/meeting.ts';
import { pageAt, type MeetingPage } from '../../../services/meetings/meetings.ts';
import { now } from '../../../services/clock.ts';
import { describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import {
  initialMeetingListContext,
  topOfList,
  type MeetingListContext,
  type MeetingListEvent,
  type MeetingListInput,
} from './context.ts';
import { meetingListPageSize, pageRequest } from './page-request.ts';
import { meetingListActors, type Seller } from './actors.ts';
import { activeMeetingIds } from './bot-status.ts';
import { changedFilterKeys, type MeetingListFilters } from './filters.ts';
import {
  keptPages,
  loadedMeetings,
  missingPages,
  rowOf,
  windowPages,
  withAddedOnTop,
  withoutRow,
  withPage,
  withReplaced,
  type Viewport,
} from './pages.ts';

const toRequestError = (error: unknown): AppError => describeError(error, 'request');

const windowIncomplete = (context: MeetingListContext) =>
  missingPages(context.pages, context.viewport, context.total).length > 0;

/** The request of the page in flight (pageInFlight is set on entering the state that invokes it). */
const pageInFlightRequest = ({ context }: { context: MeetingListContext }) =>
  pageRequest(context, ((context.pageInFlight ?? 1) - 1) * meetingListPageSize);

/**
 * The total a fetched page tells. A backend that sends none gives a lower bound (MeetingPage): a full page
 * must not forget the rows already known past it, while a short one says where the list ends.
 */
function totalAfter(context: MeetingListContext, list: MeetingPage): number {
  if (!list.totalIsLowerBound) return list.total;
  return list.meetings.length >= meetingListPageSize ? Math.max(context.total, list.total) : list.total;
}

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
    viewportSettle: 120,
  },
  guards: {
    filtersUnchanged: ({ context }, params: { filters: MeetingListFilters }) =>
      changedFilterKeys(context.filters, { ...context.filters, ...params.filters }).length === 0,
    onlyQueryChanged: ({ context }, params: { filters: MeetingListFilters }) => {
      const changed = changedFilterKeys(context.filters, { ...context.filters, ...params.filters });
      return changed.length === 1 && changed[0] === 'query';
    },
    windowIncomplete: ({ context }) => windowIncomplete(context),
    windowMoved: ({ context }, viewport: Viewport) =>
      windowPages(viewport, context.total).join() !== windowPages(context.viewport, context.total).join(),
    pageInFlightLeftWindow: ({ context }, viewport: Viewport) =>
      context.pageInFlight !== null && !windowPages(viewport, context.total).includes(context.pageInFlight),
    hasActiveMeetings: ({ context }) => activeMeetingIds(loadedMeetings(context.pages), now()).length > 0,
  },
  actions: {
    assignFilters: assign(({ context }, params: { filters: MeetingListFilters }) => ({
      filters: { ...context.filters, ...params.filters },
    })),
    assignViewport: assign((_, viewport: Viewport) => ({
      viewport: { firstRow: viewport.firstRow, lastRow: viewport.lastRow },
    })),
    assignCachedPages: assign((_, params: { pages: MeetingPage[] }) => ({
      pages: Object.fromEntries(
        params.pages.slice(0, keptPages).map((list, index) => [index + 1, list.meetings]),
      ),
      total: params.pages.at(-1)?.total ?? 0,
      totalIsLowerBound: params.pages.at(-1)?.totalIsLowerBound === true,
      countedUpTo: params.pages.at(-1)?.countedUpTo ?? null,
      viewport: topOfList,
      failure: null,
      refreshFailure: null,
    })),
    assignFirstPage: assign((_, list: MeetingPage) => ({
      pages: { 1: list.meetings },
      total: list.total,
      totalIsLowerBound: list.totalIsLowerBound === true,
      countedUpTo: list.countedUpTo ?? null,
      viewport: topOfList,
      failure: null,
      refreshFailure: null,
    })),
    takeFirstMissingPage: assign(({ context }) => ({
      pageInFlight: missingPages(context.pages, context.viewport, context.total)[0] ?? null,
    })),
    takeTopPageOfViewport: assign(({ context }) => ({
      pageInFlight: pageAt(context.viewport.firstRow, meetingListPageSize),
    })),
    storePage: assign(({ context }, list: MeetingPage) => ({
      pages: withPage(context.pages, context.pageInFlight ?? 1, list.meetings, context.viewport),
      total: totalAfter(context, list),
      totalIsLowerBound: list.totalIsLowerBound === true,
      countedUpTo: list.countedUpTo ?? null,
      pageInFlight: null,
      failure: null,
    })),
    storeRevalidatedPage: assign(({ context }, list: MeetingPage) => {
      const page = context.pageInFlight ?? 1;
      const total = totalAfter(context, list);
      // Rows moved on the server: the other pages would show them where they were.
      const kept = total === context.total ? context.pages : {};
      return {
        pages: withPage(kept, page, list.meetings, context.viewport),
        total,
        totalIsLowerBound: list.totalIsLowerBound === true,
        countedUpTo: list.countedUpTo ?? null,
        pageInFlight: null,
        refreshFailure: null,
      };
    }),
    assignRefreshedMeetings: assign(({ context }, meetings: Meeting[]) => ({
      pages: withReplaced(context.pages, meetings),
      refreshFailure: null,
    })),
    assignAddedMeeting: assign(({ context }, meeting: Meeting) => {
      if (rowOf(context.pages, meeting.id) !== undefined) {
        return { pages: withReplaced(context.pages, [meeting]) };
      }
      const total = context.total + 1;
      return { pages: withAddedOnTop(context.pages, meeting, total), total };
    }),
    assignSavedMeeting: assign(({ context }, meeting: Meeting) => ({
      pages: withReplaced(context.pages, [meeting]),
    })),
    removeMeeting: assign(({ context }, meetingId: string) => {
      const row = rowOf(context.pages, meetingId);
      if (row === undefined) return {};
      const total = context.total - 1;
      return { pages: withoutRow(context.pages, row, total), total };
    }),
    fail: failWith('request'),
    failRefresh: assign((_, error: unknown) => ({
      refreshFailure: toRequestError(error),
      pageInFlight: null,
    })),
    takeSellers: assign((_, sellers: Seller[]) => ({ sellers, sellersFailure: null })),
    failSellers: assign((_, error: unknown) => ({ sellersFailure: toRequestError(error) })),
  },
}).createMachine({
  id: 'meetingList',
  description:
    'Lista de reuniões: filtros, janela de páginas sobre a lista inteira e status dos bots ao vivo',
  meta: {
    events: {
      'meeting.added': 'Reunião adicionada em outra tela',
      'meeting.saved': 'Reunião salva em outra tela',
      'meeting.removed': 'Reunião removida em outra tela',
      'filters.change': 'Filtros da lista alterados',
      'list.viewport': 'Pessoa parou de rolar: a lista informa as linhas à vista',
      'xstate.done.actor.loadSellers': 'Vendedores do filtro carregados',
      'xstate.error.actor.loadSellers': 'Falhou ao carregar os vendedores do filtro',
      'cache.hit': 'Páginas já vistas encontradas no cache',
      'cache.miss': 'Cache sem páginas para estes filtros',
      'xstate.error.actor.readCache': 'Falhou ao ler o cache da lista',
      'xstate.after.queryDebounce': 'Pessoa parou de digitar a busca',
      'xstate.after.viewportSettle': 'Rolagem parou sobre páginas ainda não carregadas',
      'xstate.done.actor.fetchPage': 'Página de reuniões recebida do servidor',
      'xstate.error.actor.fetchPage': 'Falhou ao buscar a página de reuniões',
      'list.retry': 'Pessoa pediu para tentar de novo',
      'meetings.stale': 'Servidor avisou que a lista mudou',
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
    'list.viewport': { actions: { type: 'assignViewport', params: ({ event }) => event } },
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
      description: 'Buscando a primeira página de reuniões, que diz o total',
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
          description: 'Páginas à vista carregadas; atualiza os status dos bots ativos de tempos em tempos',
          always: { guard: 'windowIncomplete', target: 'settling' },
          after: {
            // Re-armed every tick, so a meeting that becomes active later (one just added) is picked up.
            statusPoll: [
              { guard: 'hasActiveMeetings', target: 'refreshingStatuses' },
              { target: 'idle', reenter: true },
            ],
          },
        },
        settling: {
          description: 'Linhas à vista sem página carregada: espera a rolagem parar antes de buscar',
          always: { guard: not('windowIncomplete'), target: 'idle' },
          on: {
            // A scroll within the same pages lets the wait run out; one onto other pages starts it again.
            'list.viewport': [
              {
                guard: { type: 'windowMoved', params: ({ event }) => event },
                target: 'settling',
                reenter: true,
                actions: { type: 'assignViewport', params: ({ event }) => event },
              },
              { actions: { type: 'assignViewport', params: ({ event }) => event } },
            ],
          },
          after: { viewportSettle: { target: 'loadingPage' } },
        },
        loadingPage: {
          description: 'Buscando a página à vista que falta',
          tags: ['loadingPage'],
          entry: 'takeFirstMissingPage',
          on: {
            'list.viewport': [
              {
                guard: { type: 'pageInFlightLeftWindow', params: ({ event }) => event },
                target: 'settling',
                actions: { type: 'assignViewport', params: ({ event }) => event },
              },
              { actions: { type: 'assignViewport', params: ({ event }) => event } },
            ],
          },
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: pageInFlightRequest,
            onDone: {
              target: 'pageLoaded',
              actions: { type: 'storePage', params: ({ event }) => event.output },
            },
            onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
          },
        },
        pageLoaded: {
          description: 'Página guardada: busca a próxima que falta à vista, se houver',
          always: [{ guard: 'windowIncomplete', target: 'loadingPage' }, { target: 'idle' }],
        },
        loadFailed: {
          description: 'Falhou ao carregar uma página: mantém o que está carregado e oferece tentar de novo',
          tags: ['pageError'],
          on: {
            'list.retry': [{ guard: 'windowIncomplete', target: 'loadingPage' }, { target: 'idle' }],
          },
        },
        revalidating: {
          description: 'Mostrando a lista do cache enquanto busca de novo a página do topo da vista',
          tags: ['refreshing'],
          entry: 'takeTopPageOfViewport',
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: pageInFlightRequest,
            onDone: {
              target: 'pageLoaded',
              actions: { type: 'storeRevalidatedPage', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failRefresh', params: errorOf } },
          },
        },
        refreshingStatuses: {
          description: 'Atualizando o status das reuniões com bot ativo',
          tags: ['refreshing'],
          invoke: {
            id: 'refreshMeetings',
            src: 'refreshMeetings',
            input: ({ context }) => ({ ids: activeMeetingIds(loadedMeetings(context.pages), now()) }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignRefreshedMeetings', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failRefresh', params: errorOf } },
          },
        },
      },
    },
  },
});
