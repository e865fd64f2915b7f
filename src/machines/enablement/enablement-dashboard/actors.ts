import { fromPromise } from 'xstate';
import { displayName } from '../../../domain/display-name.ts';
import {
  loadDashboard,
  type Dashboard,
  type DashboardFilters,
} from '../../../services/enablement/enablement.ts';
import type { Team } from '../../../api-contract/team.ts';
import { listTeamMembers, listTeams } from '../../../services/teams/teams.ts';

export type Seller = { userId: string; name: string };

export const enablementDashboardActors = {
  loadTeams: fromPromise<Team[]>(({ signal }) => listTeams({ signal })),

  /** The team's members, by name: the seller filter's choices. */
  loadMembers: fromPromise<Seller[], { teamId: string }>(async ({ input, signal }) => {
    const members = await listTeamMembers(input.teamId, { signal });
    return members
      .map((member) => ({ userId: member.userId, name: displayName(member) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }),

  /** A new request per filter change: leaving the state aborts the old one, so its answer never lands. */
  loadDashboard: fromPromise<Dashboard, { teamId: string; filters: DashboardFilters }>(({ input, signal }) =>
    loadDashboard(input.teamId, input.filters, { signal }),
  ),
};
