import { fromCallback, fromPromise } from 'xstate';
import type { AdminTeam, Person, TeamRole } from '../../../api-contract/people.ts';
import {
  createTeam,
  deleteTeam,
  listAdminTeams,
  moveMember,
  removeMember,
  renameTeam,
  setMember,
  watchTeamChanges,
  type TeamChange,
} from '../../../services/people/team-admin.ts';
import { listPeople, watchPeopleChanges, type PeopleChange } from '../../../services/people/people.ts';

/** The teams, and the people they may take in (names for the members, choices to add). */
export type TeamAdminData = { teams: AdminTeam[]; people: Person[] };
type MemberInput = { teamId: string; userId: string };

export const teamAdminActors = {
  loadTeams: fromPromise<TeamAdminData>(async ({ signal }) => {
    const [teams, people] = await Promise.all([listAdminTeams({ signal }), listPeople({ signal })]);
    return { teams, people };
  }),
  /** A new team when `teamId` is null, else the team renamed. */
  saveTeamName: fromPromise<AdminTeam, { teamId: string | null; name: string }>(({ input, signal }) =>
    input.teamId ? renameTeam(input.teamId, input.name, { signal }) : createTeam(input.name, { signal }),
  ),
  deleteTeam: fromPromise<void, { teamId: string }>(({ input, signal }) =>
    deleteTeam(input.teamId, { signal }),
  ),
  setMember: fromPromise<AdminTeam, MemberInput & { role: TeamRole }>(({ input, signal }) =>
    setMember(input.teamId, input.userId, input.role, { signal }),
  ),
  removeMember: fromPromise<AdminTeam, MemberInput>(({ input, signal }) =>
    removeMember(input.teamId, input.userId, { signal }),
  ),
  moveMember: fromPromise<void, { userId: string; fromTeamId: string; toTeamId: string; role: TeamRole }>(
    ({ input, signal }) => moveMember(input, { signal }),
  ),
  /** Each team write (also the ones made here) reaches the list through the feed. */
  watchTeamChanges: fromCallback<TeamChange>(({ sendBack }) => watchTeamChanges(sendBack)),
  /** A person invited or cancelled is one more or one fewer to add. */
  watchPeopleChanges: fromCallback<PeopleChange>(({ sendBack }) => watchPeopleChanges(sendBack)),
};
