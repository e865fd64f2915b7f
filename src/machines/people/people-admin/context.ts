import type { AdminTeam, Invite, InviteResult, Person, PersonStatus } from '../../../api-contract/people.ts';
import type { AppError } from '../../../services/errors.ts';
import type { TeamChange } from '../../../services/people/team-admin.ts';
import type { PeopleChange } from '../../../services/people/people.ts';

export type StatusFilter = PersonStatus | 'all';

/** What the last action did, said once in the page's live region (the view words it). */
export type PeopleNotice = {
  kind: 'resent' | 'cancelled' | 'adminGranted' | 'adminRevoked' | 'deactivated' | 'reactivated' | 'moved';
  name: string;
  /** How many meetings moved. */
  count?: number;
};

export type PeopleAdminContext = {
  people: Person[];
  teams: AdminTeam[];
  filter: { status: StatusFilter; query: string };
  /** Loading the list failed, or an action on a row did (said above the list). */
  failure: AppError | null;
  /** The person a dialog (cancel, deactivate, move) or an action is about, as the list had them then. */
  target: Person | null;
  /** Why the open dialog's action was refused, shown in it. */
  dialogFailure: AppError | null;
  inviteResult: InviteResult | null;
  notice: PeopleNotice | null;
};

export type PeopleAdminEvent =
  | { type: 'people.retry' }
  | { type: 'filter.status'; status: StatusFilter }
  | { type: 'filter.query'; query: string }
  | { type: 'invite.open' }
  | { type: 'invite.submit'; emails: string[]; teamId: string | null; names: Invite['names'] }
  | { type: 'invite.close' }
  | { type: 'person.resend'; personId: string }
  | { type: 'person.setAdmin'; personId: string; isAdmin: boolean }
  | { type: 'person.reactivate'; personId: string }
  | { type: 'cancel.ask'; personId: string }
  | { type: 'cancel.confirm' }
  | { type: 'deactivate.ask'; personId: string }
  | { type: 'deactivate.confirm'; moveMeetingsTo: string | null }
  | { type: 'move.ask'; personId: string }
  | { type: 'move.confirm'; toUserId: string }
  | { type: 'dialog.close' }
  | PeopleChange
  | TeamChange;

/** The invitation was answered: the form keeps only the refused addresses. */
export type PeopleAdminEmitted = { type: 'invite.answered'; refused: string[] };

export const initialPeopleAdminContext: PeopleAdminContext = {
  people: [],
  teams: [],
  filter: { status: 'all', query: '' },
  failure: null,
  target: null,
  dialogFailure: null,
  inviteResult: null,
  notice: null,
};

/** Each person's teams as a saved team now has them (a rename, a member added, a role changed). */
export const withSavedTeam = (people: Person[], team: AdminTeam): Person[] =>
  people.map((person) => {
    const others = person.teams.filter((entry) => entry.teamId !== team.id);
    const member = team.members.find((entry) => entry.userId === person.id);
    return {
      ...person,
      teams: member ? [...others, { teamId: team.id, teamName: team.name, role: member.role }] : others,
    };
  });

export const withoutTeam = (people: Person[], teamId: string): Person[] =>
  people.map((person) => ({ ...person, teams: person.teams.filter((entry) => entry.teamId !== teamId) }));
