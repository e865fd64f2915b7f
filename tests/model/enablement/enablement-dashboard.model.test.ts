import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { enablementDashboardActors } from '../../../src/machines/enablement/enablement-dashboard/actors.ts';
import {
  enablementDashboardMachine,
  type EnablementDashboardContext,
} from '../../../src/machines/enablement/enablement-dashboard/enablement-dashboard.machine.ts';
import { rangeProblem } from '../../../src/machines/enablement/enablement-dashboard/filters.ts';
import {
  comercial,
  dashboardForbidden,
  dashboardNetworkError,
  emptyDashboard,
  insideSales,
  ledTeams,
  notLed,
  sellers,
  weekDashboard,
} from './enablement-dashboard.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = fromPromise(() => new Promise<never>(() => {}));

it('enablementDashboard: every state and transition, replayed on a real actor', async () => {
  const fixtures = {
    loadTeams: { done: [ledTeams, [notLed]], error: [dashboardNetworkError] },
    loadMembers: { done: [sellers], error: [dashboardNetworkError] },
    loadDashboard: { done: [weekDashboard, emptyDashboard], error: [dashboardForbidden] },
  } satisfies ActorFixtures<typeof enablementDashboardActors>;

  const modelled = createMachine(
    enablementDashboardMachine.config as unknown as Parameters<typeof createMachine>[0],
    enablementDashboardMachine.implementations as Parameters<typeof createMachine>[1],
  );

  await runModel({
    name: 'enablementDashboard',
    machine: modelled,
    sut: modelled.provide({ actors: { loadTeams: never, loadMembers: never, loadDashboard: never } }),
    userEvents: [
      { type: 'teams.retry' },
      { type: 'team.select', teamId: insideSales.id },
      { type: 'team.select', teamId: comercial.id },
      // A custom period without its dates: nothing is asked until they are there.
      { type: 'filters.change', filters: { period: 'custom', startDate: '', endDate: '' } },
      { type: 'filters.change', filters: { period: 'month', startDate: '', endDate: '' } },
      { type: 'data.retry' },
      { type: 'members.retry' },
    ],
    fixtures,
    invariants: {
      ready: (actual) => {
        const context = actual.context as EnablementDashboardContext;
        // Only led teams are offered, and the one shown is one of them.
        expect(context.teams.every((team) => team.id !== notLed.id)).toBe(true);
        expect(context.teams.some((team) => team.id === context.teamId)).toBe(true);
      },
      'ready.data.invalidRange': (actual) =>
        expect(rangeProblem((actual.context as EnablementDashboardContext).filters)).not.toBeNull(),
      'ready.data.empty': (actual) =>
        expect((actual.context as EnablementDashboardContext).dashboard?.stats.meetings.current).toBe(0),
      'ready.data.failed': (actual) => expect(actual.hasTag('error')).toBe(true),
    },
  });
}, 240_000);
