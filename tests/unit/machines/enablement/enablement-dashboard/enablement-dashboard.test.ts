import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { enablementDashboardMachine } from '../../../../../src/machines/enablement/enablement-dashboard/enablement-dashboard.machine.ts';
import {
  selectDataView,
  selectRangeProblem,
  selectView,
} from '../../../../../src/machines/enablement/enablement-dashboard/selectors.ts';
import type { Dashboard, DashboardFilters } from '../../../../../src/services/enablement/enablement.ts';
import type { Team } from '../../../../../src/api-contract/team.ts';
import {
  comercial,
  dashboardForbidden,
  insideSales,
  ledTeams,
  monthDashboard,
  notLed,
  sellers,
  weekDashboard,
} from '../../../../model/enablement/enablement-dashboard.fixtures.ts';

type Request = { teamId: string; filters: DashboardFilters; signal: AbortSignal };

function start({
  teams = ledTeams,
  isAdmin = false,
  teamId,
  load = async () => weekDashboard,
}: {
  teams?: Team[];
  isAdmin?: boolean;
  teamId?: string;
  load?: (request: Request) => Promise<Dashboard>;
} = {}) {
  const requests: Request[] = [];
  const machine = enablementDashboardMachine.provide({
    actors: {
      loadTeams: fromPromise(async () => teams),
      loadMembers: fromPromise(async () => sellers),
      loadDashboard: fromPromise(({ input, signal }) => {
        const request = { ...input, signal };
        requests.push(request);
        return load(request);
      }),
    },
  });
  return { actor: createActor(machine, { input: { isAdmin, teamId } }).start(), requests };
}

describe('enablement dashboard machine', () => {
  it('shows the led team the address asks for, and only led teams', async () => {
    const { actor, requests } = start({ teamId: insideSales.id });
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'loaded');
    expect(actor.getSnapshot().context.teams.map((team) => team.id)).toEqual([comercial.id, insideSales.id]);
    expect(requests[0]?.teamId).toBe(insideSales.id);
  });

  it('falls back to the first led team when the address names one the caller does not lead', async () => {
    const { actor } = start({ teamId: notLed.id });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'ready');
    expect(actor.getSnapshot().context.teamId).toBe(comercial.id);
  });

  it('shows every team to an administrator', async () => {
    const { actor } = start({ isAdmin: true, teams: [notLed] });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'ready');
    expect(actor.getSnapshot().context.teamId).toBe(notLed.id);
  });

  it('an answer for older filters never overwrites the newer one', async () => {
    const answers: Record<string, (dashboard: Dashboard) => void> = {};
    const { actor, requests } = start({
      load: ({ filters }) => new Promise((resolve) => (answers[filters.period] = resolve)),
    });
    await waitFor(actor, () => requests.length === 1);
    actor.send({ type: 'filters.change', filters: { period: 'month' } });
    await waitFor(actor, () => requests.length === 2);
    expect(requests[0]!.signal.aborted).toBe(true);
    answers.month!(monthDashboard);
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'loaded');
    answers.week!(weekDashboard);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().context.dashboard).toBe(monthDashboard);
  });

  it('asks nothing for a custom range until both dates are there, start first', async () => {
    const { actor, requests } = start();
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'loaded');
    actor.send({ type: 'filters.change', filters: { period: 'custom' } });
    expect(selectRangeProblem(actor.getSnapshot())).toBe('missing');
    actor.send({ type: 'filters.change', filters: { startDate: '2026-11-10', endDate: '2026-11-01' } });
    expect(selectDataView(actor.getSnapshot())).toBe('invalidRange');
    expect(selectRangeProblem(actor.getSnapshot())).toBe('order');
    expect(requests).toHaveLength(1);
    actor.send({ type: 'filters.change', filters: { endDate: '2026-11-20' } });
    await waitFor(actor, () => requests.length === 2);
    expect(requests[1]!.filters).toMatchObject({
      period: 'custom',
      startDate: '2026-11-10',
      endDate: '2026-11-20',
    });
  });

  it('the same filters again ask nothing; another team forgets the seller', async () => {
    const { actor, requests } = start();
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'loaded');
    actor.send({ type: 'filters.change', filters: { userId: 'user-ana' } });
    await waitFor(actor, () => requests.length === 2);
    actor.send({ type: 'filters.change', filters: { userId: 'user-ana' } });
    actor.send({ type: 'team.select', teamId: insideSales.id });
    await waitFor(actor, () => requests.length === 3);
    expect(requests[2]).toMatchObject({ teamId: insideSales.id, filters: { userId: '' } });
  });

  it('a refusal is described for the page, and a retry asks again', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw dashboardForbidden;
        return weekDashboard;
      },
    });
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      key: 'errors:request.refused',
      detail: 'Somente líderes do time podem ver o painel.',
    });
    actor.send({ type: 'data.retry' });
    await waitFor(actor, (snapshot) => selectDataView(snapshot) === 'loaded');
  });
});
