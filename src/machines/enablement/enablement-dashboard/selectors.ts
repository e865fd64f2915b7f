import type { SnapshotFrom } from 'xstate';
import type { enablementDashboardMachine } from './enablement-dashboard.machine.ts';
import { rangeProblem } from './filters.ts';

type Snapshot = SnapshotFrom<typeof enablementDashboardMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export type DashboardView = 'loadingTeams' | 'teamsFailed' | 'noTeams' | 'ready';
export type DataView = 'invalidRange' | 'loading' | 'loaded' | 'empty' | 'failed';

const dataViews: DataView[] = ['invalidRange', 'loading', 'loaded', 'empty', 'failed'];

export const selectView = (snapshot: Snapshot): DashboardView =>
  snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('teamsFailed')
      ? 'teamsFailed'
      : snapshot.matches('noTeams')
        ? 'noTeams'
        : 'loadingTeams';

export const selectDataView = (snapshot: Snapshot): DataView =>
  dataViews.find((view) => snapshot.matches({ ready: { data: view } })) ?? 'loading';

export const selectTeams = (snapshot: Snapshot) => snapshot.context.teams;
export const selectTeamId = (snapshot: Snapshot) => snapshot.context.teamId;
export const selectMembers = (snapshot: Snapshot) => snapshot.context.members;
export const selectMembersFailed = (snapshot: Snapshot) => snapshot.matches({ ready: { members: 'failed' } });
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;
export const selectRangeProblem = (snapshot: Snapshot) => rangeProblem(snapshot.context.filters);
export const selectDashboard = (snapshot: Snapshot) => snapshot.context.dashboard;
