import type { AdminTeam, Person, TeamRole } from '../../../api-contract/people.ts';
import type { AppError } from '../../../services/errors.ts';
import type { TeamChange } from '../../../services/people/team-admin.ts';
import type { PeopleChange } from '../../../services/people/people.ts';

export type TeamAdminContext = {
  teams: AdminTeam[];
  people: Person[];
  /** Loading failed, or a change to a member did (said above the teams). */
  failure: AppError | null;
  /** The team being renamed or deleted; null while naming a new one. */
  target: AdminTeam | null;
  /** Why the open dialog's request was refused, shown in it. */
  dialogFailure: AppError | null;
};

export type TeamAdminEvent =
  | { type: 'teams.retry' }
  | { type: 'create.open' }
  | { type: 'rename.open'; teamId: string }
  | { type: 'naming.submit'; name: string }
  | { type: 'delete.ask'; teamId: string }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' }
  | { type: 'member.set'; teamId: string; userId: string; role: TeamRole }
  | { type: 'member.remove'; teamId: string; userId: string }
  | { type: 'member.move'; userId: string; fromTeamId: string; toTeamId: string }
  | TeamChange
  | PeopleChange;

export const initialTeamAdminContext: TeamAdminContext = {
  teams: [],
  people: [],
  failure: null,
  target: null,
  dialogFailure: null,
};

/** The role a person holds in a team; a move keeps it. */
export const roleIn = (teams: AdminTeam[], teamId: string, userId: string): TeamRole => {
  const role = teams
    .find((team) => team.id === teamId)
    ?.members.find((member) => member.userId === userId)?.role;
  return role === 'admin' || role === 'master' ? role : 'member';
};
