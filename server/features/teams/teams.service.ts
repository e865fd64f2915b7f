import { DomainError } from '../../domain-errors/domain-error.ts';
import type { ServedTeam, TeamMember } from '../../../src/api-contract/team.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';

/** Members see their own teams; administrators see every team of their company, with their role when they have one. */
export function createTeamsService({ store }: { store: Store }) {
  return {
    list: (caller: Caller): Promise<ServedTeam[]> => store.teams.visibleTo(caller),

    async members(caller: Caller, teamId: string): Promise<TeamMember[]> {
      const visible = isUuid(teamId) && (await store.teams.isVisibleTo(caller, teamId));
      if (!visible) throw new DomainError('team-not-found');
      return store.teams.membersOf(teamId);
    },
  };
}
