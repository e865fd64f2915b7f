import { createActor, fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { TeamChange } from '../../../../../src/services/people/team-admin.ts';
import type { PeopleChange } from '../../../../../src/services/people/people.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  peopleMessages,
  type Invite,
  type InviteResult,
  type Person,
} from '../../../../../src/api-contract/people.ts';
import type { PeopleData } from '../../../../../src/machines/people/people-admin/actors.ts';
import type { PeopleAdminEvent } from '../../../../../src/machines/people/people-admin/context.ts';
import { peopleAdminMachine } from '../../../../../src/machines/people/people-admin/people-admin.machine.ts';
import {
  selectDialog,
  selectDialogFailure,
  selectFailure,
  selectInviteResult,
  selectLoadFailed,
  selectMayAct,
  selectMoveTargets,
  selectNotice,
  selectPeople,
  selectTarget,
  selectVisiblePeople,
} from '../../../../../src/machines/people/people-admin/selectors.ts';
import {
  admin,
  commercial,
  deactivated,
  invited,
  inviteResult,
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

type Fakes = {
  load?: () => Promise<PeopleData>;
  invite?: (invite: Invite) => Promise<InviteResult>;
  resend?: (personId: string) => Promise<Person>;
  cancel?: (personId: string) => Promise<void>;
  setAdmin?: (personId: string, isAdmin: boolean) => Promise<Person>;
  deactivate?: (personId: string, moveMeetingsTo: string | null) => Promise<Person>;
  reactivate?: (personId: string) => Promise<Person>;
  move?: (personId: string, toUserId: string) => Promise<number>;
};

function start(fakes: Fakes = {}) {
  const feeds: Array<(event: PeopleAdminEvent) => void> = [];
  // Both feeds of the section, each typed as its service's; the test announces on both at once.
  const feed = <Change extends EventObject>() =>
    fromCallback<Change>(({ sendBack }) => {
      feeds.push(sendBack);
      return () => {};
    });
  const machine = peopleAdminMachine.provide({
    actors: {
      loadPeople: fromPromise(() => (fakes.load ?? (async () => ({ people, teams })))()),
      invitePeople: fromPromise(({ input }) => (fakes.invite ?? (async () => inviteResult))(input)),
      resendInvitation: fromPromise(({ input }) => (fakes.resend ?? (async () => invited))(input.personId)),
      cancelInvitation: fromPromise(({ input }) => (fakes.cancel ?? (async () => undefined))(input.personId)),
      setAdmin: fromPromise(({ input }) =>
        (fakes.setAdmin ?? (async () => ({ ...seller, isAdmin: true })))(input.personId, input.isAdmin),
      ),
      deactivatePerson: fromPromise(({ input }) =>
        (fakes.deactivate ?? (async () => ({ ...seller, status: 'deactivated' as const })))(
          input.personId,
          input.moveMeetingsTo,
        ),
      ),
      reactivatePerson: fromPromise(({ input }) =>
        (fakes.reactivate ?? (async () => ({ ...deactivated, status: 'active' as const })))(input.personId),
      ),
      moveMeetings: fromPromise(({ input }) =>
        (fakes.move ?? (async () => 5))(input.personId, input.toUserId),
      ),
      watchPeopleChanges: feed<PeopleChange>(),
      watchTeamChanges: feed<TeamChange>(),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor, announce: (event: PeopleAdminEvent) => feeds.forEach((send) => send(event)) };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));

describe('people admin', () => {
  it('loads the people and the teams; a failure says why and retries', async () => {
    const load = vi
      .fn<() => Promise<PeopleData>>()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue({ people, teams });
    const { actor } = start({ load });
    await vi.waitFor(() => expect(selectLoadFailed(actor.getSnapshot())).toBe(true));
    expect(selectFailure(actor.getSnapshot())?.status).toBe('500');
    actor.send({ type: 'people.retry' });
    await idle(actor);
    expect(selectPeople(actor.getSnapshot())).toEqual(people);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('filters by status and searches by name or e-mail, accents and case aside', async () => {
    const { actor } = start();
    await idle(actor);
    actor.send({ type: 'filter.status', status: 'invited' });
    expect(selectVisiblePeople(actor.getSnapshot())).toEqual([invited]);
    actor.send({ type: 'filter.status', status: 'all' });
    actor.send({ type: 'filter.query', query: 'FERNÂNDA' });
    expect(selectVisiblePeople(actor.getSnapshot())).toEqual([leader]);
    actor.send({ type: 'filter.query', query: 'saiu@' });
    expect(selectVisiblePeople(actor.getSnapshot())).toEqual([deactivated]);
  });

  it('invites, shows the answer, and hands the refused addresses back to the form', async () => {
    const invite = vi.fn<(invite: Invite) => Promise<InviteResult>>(async () => inviteResult);
    const { actor } = start({ invite });
    await idle(actor);
    const answered = vi.fn<(event: { type: 'invite.answered'; refused: string[] }) => void>();
    actor.on('invite.answered', answered);
    actor.send({ type: 'invite.open' });
    expect(selectDialog(actor.getSnapshot())).toBe('invite');
    const names = [{ email: 'maria@cliente.com.br', firstName: 'Maria', lastName: 'Souza' }];
    actor.send({
      type: 'invite.submit',
      emails: ['maria@cliente.com.br', 'vendedor@demo.com.br'],
      teamId: 'team-2',
      names,
    });
    await vi.waitFor(() => expect(selectInviteResult(actor.getSnapshot())).toEqual(inviteResult));
    expect(invite).toHaveBeenCalledWith({
      emails: ['maria@cliente.com.br', 'vendedor@demo.com.br'],
      teamId: 'team-2',
      names,
    });
    expect(answered).toHaveBeenCalledWith({ type: 'invite.answered', refused: ['vendedor@demo.com.br'] });
    actor.send({ type: 'invite.close' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
  });

  it('a refused invitation stays in the dialog with the reason', async () => {
    const { actor } = start({ invite: () => Promise.reject(refusal(peopleMessages.tooManyEmails)) });
    await idle(actor);
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'invite.submit', emails: ['a@b.com.br'], teamId: null, names: [] });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ ready: { inviting: 'editing' } })).toBe(true),
    );
    expect(selectDialogFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.tooManyEmails);
  });

  it('resends an invitation and says so; a failure is said above the list', async () => {
    const resend = vi
      .fn<(personId: string) => Promise<Person>>()
      .mockResolvedValueOnce(invited)
      .mockRejectedValueOnce(serverError());
    const { actor } = start({ resend });
    await idle(actor);
    actor.send({ type: 'person.resend', personId: invited.id });
    expect(selectMayAct(actor.getSnapshot())).toBe(false);
    await idle(actor);
    expect(resend).toHaveBeenCalledWith(invited.id);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'resent', name: 'joao' });
    actor.send({ type: 'person.resend', personId: invited.id });
    await vi.waitFor(() => expect(selectFailure(actor.getSnapshot())?.status).toBe('500'));
    expect(selectTarget(actor.getSnapshot())).toBeNull();
  });

  it('ignores an action on a person the list does not know', async () => {
    const { actor } = start();
    await idle(actor);
    actor.send({ type: 'deactivate.ask', personId: 'someone-else' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('grants and takes the admin flag; the last admin refusal is said', async () => {
    const setAdmin = vi
      .fn<(personId: string, isAdmin: boolean) => Promise<Person>>()
      .mockResolvedValueOnce({ ...seller, isAdmin: true })
      .mockRejectedValueOnce(refusal(peopleMessages.lastAdmin, 409));
    const { actor } = start({ setAdmin });
    await idle(actor);
    actor.send({ type: 'person.setAdmin', personId: seller.id, isAdmin: true });
    await idle(actor);
    expect(setAdmin).toHaveBeenCalledWith(seller.id, true);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'adminGranted', name: 'Lucas Almeida' });
    actor.send({ type: 'person.setAdmin', personId: admin.id, isAdmin: false });
    await vi.waitFor(() => expect(selectFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.lastAdmin));
  });

  it('deactivates after asking, handing the meetings to the chosen person; a refusal stays in the dialog', async () => {
    const deactivate = vi
      .fn<(personId: string, moveMeetingsTo: string | null) => Promise<Person>>()
      .mockRejectedValueOnce(refusal(peopleMessages.selfDeactivation))
      .mockResolvedValue({ ...seller, status: 'deactivated' });
    const { actor } = start({ deactivate });
    await idle(actor);
    actor.send({ type: 'deactivate.ask', personId: seller.id });
    expect(selectDialog(actor.getSnapshot())).toBe('deactivate');
    expect(selectMoveTargets(actor.getSnapshot()).map((person) => person.id)).toEqual([admin.id, leader.id]);
    actor.send({ type: 'deactivate.confirm', moveMeetingsTo: admin.id });
    await vi.waitFor(() =>
      expect(selectDialogFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.selfDeactivation),
    );
    expect(actor.getSnapshot().matches({ ready: { deactivating: 'asking' } })).toBe(true);
    actor.send({ type: 'deactivate.confirm', moveMeetingsTo: null });
    await idle(actor);
    expect(deactivate).toHaveBeenLastCalledWith(seller.id, null);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'deactivated', name: 'Lucas Almeida' });
  });

  it('reactivates at once', async () => {
    const reactivate = vi.fn<(personId: string) => Promise<Person>>(async () => deactivated);
    const { actor } = start({ reactivate });
    await idle(actor);
    actor.send({ type: 'person.reactivate', personId: deactivated.id });
    await idle(actor);
    expect(reactivate).toHaveBeenCalledWith(deactivated.id);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'reactivated', name: 'Rui Costa' });
  });

  it('cancels an invitation after asking; closing forgets the question', async () => {
    const cancel = vi.fn<(personId: string) => Promise<void>>(async () => undefined);
    const { actor } = start({ cancel });
    await idle(actor);
    actor.send({ type: 'cancel.ask', personId: invited.id });
    actor.send({ type: 'dialog.close' });
    expect(selectTarget(actor.getSnapshot())).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
    actor.send({ type: 'cancel.ask', personId: invited.id });
    actor.send({ type: 'cancel.confirm' });
    await idle(actor);
    expect(cancel).toHaveBeenCalledWith(invited.id);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'cancelled', name: 'joao' });
  });

  it('moves the meetings and says how many', async () => {
    const move = vi
      .fn<(personId: string, toUserId: string) => Promise<number>>()
      .mockRejectedValueOnce(refusal(peopleMessages.moveTargetInvalid))
      .mockResolvedValue(3);
    const { actor } = start({ move });
    await idle(actor);
    actor.send({ type: 'move.ask', personId: deactivated.id });
    actor.send({ type: 'move.confirm', toUserId: seller.id });
    await vi.waitFor(() =>
      expect(selectDialogFailure(actor.getSnapshot())?.detail).toBe(peopleMessages.moveTargetInvalid),
    );
    actor.send({ type: 'move.confirm', toUserId: admin.id });
    await idle(actor);
    expect(move).toHaveBeenLastCalledWith(deactivated.id, admin.id);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'moved', name: 'Rui Costa', count: 3 });
  });

  it('follows the feeds: people saved, removed and listed again; teams renamed and deleted', async () => {
    const { actor, announce } = start();
    await idle(actor);
    announce({ type: 'people.saved', person: newInvite });
    expect(selectPeople(actor.getSnapshot()).at(-1)).toEqual(newInvite);
    announce({ type: 'people.removed', personId: newInvite.id });
    expect(selectPeople(actor.getSnapshot())).toEqual(people);
    announce({
      type: 'teams.saved',
      team: { ...commercial, name: 'Vendas', members: [{ userId: admin.id, role: 'master' }] },
    });
    const byId = (id: string) => selectPeople(actor.getSnapshot()).find((person) => person.id === id)!;
    expect(byId(admin.id).teams).toEqual([{ teamId: 'team-1', teamName: 'Vendas', role: 'master' }]);
    expect(byId(seller.id).teams).toEqual([]);
    announce({ type: 'teams.removed', teamId: 'team-1' });
    expect(byId(admin.id).teams).toEqual([]);
    announce({ type: 'people.listed', people: [admin] });
    expect(selectPeople(actor.getSnapshot())).toEqual([admin]);
  });
});
