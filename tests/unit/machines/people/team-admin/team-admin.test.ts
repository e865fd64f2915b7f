import { createActor, fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { TeamChange } from '../../../../../src/services/people/team-admin.ts';
import type { PeopleChange } from '../../../../../src/services/people/people.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peopleMessages, type AdminTeam, type TeamRole } from '../../../../../src/api-contract/people.ts';
import type { TeamAdminData } from '../../../../../src/machines/people/team-admin/actors.ts';
import type { TeamAdminEvent } from '../../../../../src/machines/people/team-admin/context.ts';
import {
  selectCandidates,
  selectDialog,
  selectDialogFailure,
  selectFailure,
  selectLoadFailed,
  selectMayChange,
  selectPeople,
  selectTarget,
  selectTeams,
} from '../../../../../src/machines/people/team-admin/selectors.ts';
import { teamAdminMachine } from '../../../../../src/machines/people/team-admin/team-admin.machine.ts';
import {
  admin,
  commercial,
  invited,
  insideSales,
  leader,
  newInvite,
  people,
  refusal,
  seller,
  serverError,
  teams,
} from '../../../../model/people/people.fixtures.ts';

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

type Move = { userId: string; fromTeamId: string; toTeamId: string; role: TeamRole };
type Fakes = {
  load?: () => Promise<TeamAdminData>;
  saveName?: (teamId: string | null, name: string) => Promise<AdminTeam>;
  remove?: (teamId: string) => Promise<void>;
  setMember?: (teamId: string, userId: string, role: TeamRole) => Promise<AdminTeam>;
  removeMember?: (teamId: string, userId: string) => Promise<AdminTeam>;
  moveMember?: (move: Move) => Promise<void>;
};

function start(fakes: Fakes = {}) {
  const feeds: Array<(event: TeamAdminEvent) => void> = [];
  // Both feeds of the section, each typed as its service's; the test announces on both at once.
  const feed = <Change extends EventObject>() =>
    fromCallback<Change>(({ sendBack }) => {
      feeds.push(sendBack);
      return () => {};
    });
  const machine = teamAdminMachine.provide({
    actors: {
      loadTeams: fromPromise(() => (fakes.load ?? (async () => ({ teams, people })))()),
      saveTeamName: fromPromise(({ input }) =>
        (fakes.saveName ?? (async () => insideSales))(input.teamId, input.name),
      ),
      deleteTeam: fromPromise(({ input }) => (fakes.remove ?? (async () => undefined))(input.teamId)),
      setMember: fromPromise(({ input }) =>
        (fakes.setMember ?? (async () => commercial))(input.teamId, input.userId, input.role),
      ),
      removeMember: fromPromise(({ input }) =>
        (fakes.removeMember ?? (async () => commercial))(input.teamId, input.userId),
      ),
      moveMember: fromPromise(({ input }) => (fakes.moveMember ?? (async () => undefined))(input)),
      watchTeamChanges: feed<TeamChange>(),
      watchPeopleChanges: feed<PeopleChange>(),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor, announce: (event: TeamAdminEvent) => feeds.forEach((send) => send(event)) };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));

describe('team admin', () => {
  it('loads the teams and the people; a failure says why and retries', async () => {
    const load = vi
      .fn<() => Promise<TeamAdminData>>()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue({ teams, people });
    const { actor } = start({ load });
    await vi.waitFor(() => expect(selectLoadFailed(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'teams.retry' });
    await idle(actor);
    expect(selectTeams(actor.getSnapshot())).toEqual(teams);
    expect(selectPeople(actor.getSnapshot())).toEqual(people);
  });

  it('offers to add everyone not deactivated and not in the team already', async () => {
    const { actor } = start();
    await idle(actor);
    expect(selectCandidates(actor.getSnapshot(), commercial.id).map((person) => person.id)).toEqual([
      admin.id,
      invited.id,
    ]);
  });

  it('creates a team in a dialog; a taken name stays in the dialog with the reason', async () => {
    const saveName = vi
      .fn<(teamId: string | null, name: string) => Promise<AdminTeam>>()
      .mockRejectedValueOnce(refusal(peopleMessages.teamNameTaken, 409))
      .mockResolvedValue(insideSales);
    const { actor } = start({ saveName });
    await idle(actor);
    actor.send({ type: 'create.open' });
    expect(selectDialog(actor.getSnapshot())).toBe('create');
    actor.send({ type: 'naming.submit', name: 'Comercial' });
    await vi.waitFor(() =>
      expect(selectDialogFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.teamNameTaken),
    );
    actor.send({ type: 'naming.submit', name: 'Inside Sales' });
    await idle(actor);
    expect(saveName).toHaveBeenLastCalledWith(null, 'Inside Sales');
    expect(selectDialog(actor.getSnapshot())).toBeNull();
  });

  it('renames the team it was opened on; closing forgets it', async () => {
    const saveName = vi.fn<(teamId: string | null, name: string) => Promise<AdminTeam>>(
      async () => commercial,
    );
    const { actor } = start({ saveName });
    await idle(actor);
    actor.send({ type: 'rename.open', teamId: commercial.id });
    expect(selectDialog(actor.getSnapshot())).toBe('rename');
    expect(selectTarget(actor.getSnapshot())).toEqual(commercial);
    actor.send({ type: 'dialog.close' });
    expect(selectTarget(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'rename.open', teamId: commercial.id });
    actor.send({ type: 'naming.submit', name: 'Vendas' });
    await idle(actor);
    expect(saveName).toHaveBeenCalledWith(commercial.id, 'Vendas');
  });

  it('deletes after asking; a failure goes back to the question', async () => {
    const remove = vi
      .fn<(teamId: string) => Promise<void>>()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue();
    const { actor } = start({ remove });
    await idle(actor);
    actor.send({ type: 'delete.ask', teamId: insideSales.id });
    expect(selectDialog(actor.getSnapshot())).toBe('delete');
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { deleting: 'asking' } })).toBe(true));
    expect(selectDialogFailure(actor.getSnapshot())?.status).toBe('500');
    actor.send({ type: 'delete.confirm' });
    await idle(actor);
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('sets a role, removes and moves a member (keeping their role); a failure is said above the teams', async () => {
    const setMember = vi
      .fn<(teamId: string, userId: string, role: TeamRole) => Promise<AdminTeam>>()
      .mockResolvedValueOnce(commercial)
      .mockRejectedValueOnce(refusal(peopleMessages.userNotFound, 404));
    const removeMember = vi.fn<(teamId: string, userId: string) => Promise<AdminTeam>>(
      async () => commercial,
    );
    const moveMember = vi.fn<(move: Move) => Promise<void>>(async () => undefined);
    const { actor } = start({ setMember, removeMember, moveMember });
    await idle(actor);
    actor.send({ type: 'member.set', teamId: commercial.id, userId: seller.id, role: 'master' });
    expect(selectMayChange(actor.getSnapshot())).toBe(false);
    await idle(actor);
    expect(setMember).toHaveBeenCalledWith(commercial.id, seller.id, 'master');
    actor.send({ type: 'member.remove', teamId: commercial.id, userId: seller.id });
    await idle(actor);
    expect(removeMember).toHaveBeenCalledWith(commercial.id, seller.id);
    actor.send({
      type: 'member.move',
      userId: leader.id,
      fromTeamId: commercial.id,
      toTeamId: insideSales.id,
    });
    await idle(actor);
    expect(moveMember).toHaveBeenCalledWith({
      userId: leader.id,
      fromTeamId: commercial.id,
      toTeamId: insideSales.id,
      role: 'admin',
    });
    actor.send({ type: 'member.set', teamId: commercial.id, userId: 'gone', role: 'member' });
    await vi.waitFor(() =>
      expect(selectFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.userNotFound),
    );
  });

  it('follows the feeds: teams saved and removed, people invited, cancelled and listed again', async () => {
    const { actor, announce } = start();
    await idle(actor);
    announce({ type: 'teams.saved', team: { ...insideSales, name: 'Vendas' } });
    expect(selectTeams(actor.getSnapshot()).map((team) => team.name)).toEqual(['Comercial', 'Vendas']);
    announce({ type: 'teams.removed', teamId: commercial.id });
    expect(selectTeams(actor.getSnapshot()).map((team) => team.id)).toEqual([insideSales.id]);
    announce({ type: 'people.saved', person: newInvite });
    expect(selectPeople(actor.getSnapshot()).at(-1)).toEqual(newInvite);
    announce({ type: 'people.removed', personId: newInvite.id });
    expect(selectPeople(actor.getSnapshot())).toEqual(people);
    announce({ type: 'people.listed', people: [admin] });
    expect(selectPeople(actor.getSnapshot())).toEqual([admin]);
  });
});
