import { fromCallback, fromPromise } from 'xstate';
import type { AdminTeam, Invite, InviteResult, Person } from '../../../api-contract/people.ts';
import { listAdminTeams, watchTeamChanges, type TeamChange } from '../../../services/people/team-admin.ts';
import {
  cancelInvitation,
  deactivatePerson,
  invitePeople,
  listPeople,
  moveMeetings,
  reactivatePerson,
  resendInvitation,
  setAdmin,
  watchPeopleChanges,
  type PeopleChange,
} from '../../../services/people/people.ts';

/** The people and the teams that name their roles ("Líder de Comercial") and that an invitation may join. */
export type PeopleData = { people: Person[]; teams: AdminTeam[] };

type PersonInput = { personId: string };

export const peopleAdminActors = {
  loadPeople: fromPromise<PeopleData>(async ({ signal }) => {
    const [people, teams] = await Promise.all([listPeople({ signal }), listAdminTeams({ signal })]);
    return { people, teams };
  }),
  invitePeople: fromPromise<InviteResult, Invite>(({ input, signal }) => invitePeople(input, { signal })),
  resendInvitation: fromPromise<Person, PersonInput>(({ input, signal }) =>
    resendInvitation(input.personId, { signal }),
  ),
  cancelInvitation: fromPromise<void, PersonInput>(({ input, signal }) =>
    cancelInvitation(input.personId, { signal }),
  ),
  setAdmin: fromPromise<Person, PersonInput & { isAdmin: boolean }>(({ input, signal }) =>
    setAdmin(input.personId, input.isAdmin, { signal }),
  ),
  deactivatePerson: fromPromise<Person, PersonInput & { moveMeetingsTo: string | null }>(
    ({ input, signal }) => deactivatePerson(input.personId, input.moveMeetingsTo, { signal }),
  ),
  reactivatePerson: fromPromise<Person, PersonInput>(({ input, signal }) =>
    reactivatePerson(input.personId, { signal }),
  ),
  moveMeetings: fromPromise<number, PersonInput & { toUserId: string }>(({ input, signal }) =>
    moveMeetings(input.personId, input.toUserId, { signal }),
  ),
  /** Writes made anywhere (the invitation, another tab's action) reach the list. */
  watchPeopleChanges: fromCallback<PeopleChange>(({ sendBack }) => watchPeopleChanges(sendBack)),
  /** A team renamed, or a person's role in it changed, changes the roles the list shows. */
  watchTeamChanges: fromCallback<TeamChange>(({ sendBack }) => watchTeamChanges(sendBack)),
};
