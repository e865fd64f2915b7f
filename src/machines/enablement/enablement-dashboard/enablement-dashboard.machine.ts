/*
 * The team leader's dashboard (issue 12, spec sections 2, 3 and 7).
 * - loadingTeams: GET /api/teams; the teams shown are those the caller leads (team role admin or master),
 *   every team for an administrator. The team the address asks for is picked when it is one of them, else the
 *   first. teamsFailed can retry; noTeams says there is nothing to show.
 * - ready, two regions, both started again when another team is picked:
 *   - members: the team's members for the seller filter; a failure leaves the filter at "everyone" with a
 *     retry.
 *   - data: every figure for the team and the filters. A filter change enters `checking` again: a custom
 *     range without both dates, or with the start after the end, waits in invalidRange (nothing is asked);
 *     otherwise loading starts over, and leaving it cancels the previous request, so an answer for older
 *     filters never overwrites newer ones. empty: no finished meeting in the period.
 */
import { assign, setup } from 'xstate';
import { isLeadershipRole } from '../../../domain/leadership.ts';
import type { Dashboard } from '../../../services/enablement/enablement.ts';
import type { Team } from '../../../api-contract/team.ts';
import { describeError, type AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { enablementDashboardActors, type Seller } from './actors.ts';
import { defaultFilters, rangeProblem, sameFilters, type DashboardFilters } from './filters.ts';

export type EnablementDashboardInput = {
  isAdmin: boolean;
  /** From the address: the team and filters of a shared or reloaded view. */
  teamId?: string;
  filters?: DashboardFilters;
};

export type EnablementDashboardContext = {
  isAdmin: boolean;
  teams: Team[];
  teamId: string | null;
  members: Seller[];
  filters: DashboardFilters;
  dashboard: Dashboard | null;
  failure: AppError | null;
  membersFailure: AppError | null;
};

export type EnablementDashboardEvent =
  | { type: 'teams.retry' }
  | { type: 'team.select'; teamId: string }
  | { type: 'filters.change'; filters: Partial<DashboardFilters> }
  | { type: 'data.retry' }
  | { type: 'members.retry' };

/** The teams this person may look at: those they lead, or all of them for an administrator. */
const visibleTeams = (teams: Team[], isAdmin: boolean) =>
  isAdmin ? teams : teams.filter((team) => isLeadershipRole(team.role));

const toRequestError = (error: unknown): AppError => describeError(error, 'request');

export const enablementDashboardMachine = setup({
  types: {
    context: {} as EnablementDashboardContext,
    events: {} as EnablementDashboardEvent,
    input: {} as EnablementDashboardInput | undefined,
  },
  actors: enablementDashboardActors,
  guards: {
    hasTeams: ({ context }, teams: Team[]) => visibleTeams(teams, context.isAdmin).length > 0,
    isOtherTeam: ({ context }, teamId: string) =>
      teamId !== context.teamId && context.teams.some((team) => team.id === teamId),
    filtersChanged: ({ context }, patch: Partial<DashboardFilters>) =>
      !sameFilters(context.filters, { ...context.filters, ...patch }),
    rangeInvalid: ({ context }) => rangeProblem(context.filters) !== null,
    isEmpty: (_, dashboard: Dashboard) => dashboard.stats.meetings.current === 0,
  },
  actions: {
    takeTeams: assign(({ context }, teams: Team[]) => {
      const visible = visibleTeams(teams, context.isAdmin);
      const asked = visible.find((team) => team.id === context.teamId);
      return { teams: visible, teamId: (asked ?? visible[0])!.id, failure: null };
    }),
    // A seller of the previous team is no one in the new one.
    selectTeam: assign(({ context }, teamId: string) => ({
      teamId,
      members: [],
      dashboard: null,
      filters: { ...context.filters, userId: '' },
    })),
    changeFilters: assign(({ context }, patch: Partial<DashboardFilters>) => ({
      filters: { ...context.filters, ...patch },
    })),
    takeDashboard: assign((_, dashboard: Dashboard) => ({ dashboard, failure: null })),
    fail: failWith('request'),
    clearFailure: clearFailure(),
    takeMembers: assign((_, members: Seller[]) => ({ members, membersFailure: null })),
    failMembers: assign((_, error: unknown) => ({ membersFailure: toRequestError(error) })),
  },
}).createMachine({
  id: 'enablementDashboard',
  description: 'Painel do líder: como o time conduz as reuniões no período escolhido',
  meta: {
    events: {
      'xstate.done.actor.loadTeams': 'Times que a pessoa lidera recebidos',
      'xstate.error.actor.loadTeams': 'Falhou ao buscar os times',
      'teams.retry': 'Pessoa pediu para carregar os times de novo',
      'team.select': 'Outro time escolhido',
      'filters.change': 'Filtros do painel alterados',
      'xstate.done.actor.loadMembers': 'Vendedores do time recebidos',
      'xstate.error.actor.loadMembers': 'Falhou ao buscar os vendedores do time',
      'members.retry': 'Pessoa pediu para carregar os vendedores de novo',
      'xstate.done.actor.loadDashboard': 'Números do painel recebidos',
      'xstate.error.actor.loadDashboard': 'Falhou ao buscar os números do painel',
      'data.retry': 'Pessoa pediu para carregar o painel de novo',
    },
  },
  context: ({ input }) => ({
    isAdmin: input?.isAdmin ?? false,
    teams: [],
    teamId: input?.teamId || null,
    members: [],
    filters: input?.filters ?? defaultFilters,
    dashboard: null,
    failure: null,
    membersFailure: null,
  }),
  initial: 'loadingTeams',
  states: {
    loadingTeams: {
      description: 'Buscando os times que a pessoa lidera',
      tags: ['busy'],
      invoke: {
        id: 'loadTeams',
        src: 'loadTeams',
        onDone: [
          {
            guard: { type: 'hasTeams', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'takeTeams', params: ({ event }) => event.output },
          },
          { target: 'noTeams', actions: 'clearFailure' },
        ],
        onError: { target: 'teamsFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    teamsFailed: {
      description: 'Falhou ao carregar os times: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'teams.retry': { target: 'loadingTeams' } },
    },
    noTeams: { description: 'Pessoa não lidera nenhum time: nada a mostrar' },
    ready: {
      description: 'Painel de um time: filtro de vendedores e números lado a lado',
      type: 'parallel',
      on: {
        'team.select': {
          guard: { type: 'isOtherTeam', params: ({ event }) => event.teamId },
          target: 'ready',
          reenter: true,
          actions: { type: 'selectTeam', params: ({ event }) => event.teamId },
        },
        'filters.change': {
          guard: { type: 'filtersChanged', params: ({ event }) => event.filters },
          target: '.data',
          reenter: true,
          actions: { type: 'changeFilters', params: ({ event }) => event.filters },
        },
      },
      states: {
        members: {
          description: 'Vendedores do time para o filtro',
          initial: 'loading',
          states: {
            loading: {
              description: 'Buscando os vendedores do time',
              invoke: {
                id: 'loadMembers',
                src: 'loadMembers',
                input: ({ context }) => ({ teamId: context.teamId! }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'takeMembers', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'failMembers', params: errorOf },
                },
              },
            },
            loaded: { description: 'Vendedores do time no filtro' },
            failed: {
              description: 'Falhou: filtro fica em todos os vendedores e oferece tentar de novo',
              on: { 'members.retry': { target: 'loading' } },
            },
          },
        },
        data: {
          description: 'Números do painel para o time e os filtros',
          initial: 'checking',
          states: {
            checking: {
              description: 'Conferindo se o período personalizado é válido',
              always: [{ guard: 'rangeInvalid', target: 'invalidRange' }, { target: 'loading' }],
            },
            invalidRange: { description: 'Período personalizado incompleto ou invertido: espera a correção' },
            loading: {
              description: 'Buscando os números do painel',
              tags: ['busy'],
              invoke: {
                id: 'loadDashboard',
                src: 'loadDashboard',
                input: ({ context }) => ({ teamId: context.teamId!, filters: context.filters }),
                onDone: [
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => event.output },
                    target: 'empty',
                    actions: { type: 'takeDashboard', params: ({ event }) => event.output },
                  },
                  {
                    target: 'loaded',
                    actions: { type: 'takeDashboard', params: ({ event }) => event.output },
                  },
                ],
                onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
              },
            },
            loaded: { description: 'Mostrando os números, gráficos e a tabela de coaching' },
            empty: { description: 'Nenhuma reunião finalizada no período com esses filtros' },
            failed: {
              description: 'Falhou ao carregar o painel: mostra o erro e oferece tentar de novo',
              tags: ['error'],
              on: { 'data.retry': { target: 'loading' } },
            },
          },
        },
      },
    },
  },
});
