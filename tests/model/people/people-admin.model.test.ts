import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { peopleAdminActors } from '../../../src/machines/people/people-admin/actors.ts';
import { peopleAdminMachine } from '../../../src/machines/people/people-admin/people-admin.machine.ts';
import { peopleMessages } from '../../../src/api-contract/people.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import {
  commercial,
  invited,
  inviteResult,
  newInvite,
  people,
  refusal,
  seller,
  serverError,
  teams,
} from './people.fixtures.ts';

const never = () => fromPromise(() => new Promise<never>(() => {}));

const fixtures = {
  loadPeople: { done: [{ people, teams }], error: [serverError()] },
  invitePeople: { done: [inviteResult], error: [refusal(peopleMessages.tooManyEmails)] },
  resendInvitation: { done: [invited], error: [serverError()] },
  cancelInvitation: { done: [undefined], error: [refusal(peopleMessages.notInvited, 409)] },
  setAdmin: { done: [{ ...seller, isAdmin: true }], error: [refusal(peopleMessages.lastAdmin, 409)] },
  deactivatePerson: {
    done: [{ ...seller, status: 'deactivated' as const }],
    error: [refusal(peopleMessages.selfDeactivation)],
  },
  reactivatePerson: { done: [{ ...seller, status: 'active' as const }], error: [serverError()] },
  moveMeetings: { done: [5], error: [refusal(peopleMessages.moveTargetInvalid)] },
  watchPeopleChanges: { done: [], error: [] },
  watchTeamChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof peopleAdminActors>;

// Filters and feed changes only rewrite the context: the walk covers each once from the loaded list and goes
// no further from what they leave, or every action's states would be walked again for every combination.
const loaded = JSON.stringify({ people, teams });
const drifted = (context: {
  filter: { status: string; query: string };
  people: unknown[];
  teams: unknown[];
}) =>
  context.filter.status !== 'all' ||
  context.filter.query !== '' ||
  (context.people.length > 0 && JSON.stringify({ people: context.people, teams: context.teams }) !== loaded);

it('people admin: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'peopleAdmin',
    machine: peopleAdminMachine,
    sut: loosely(peopleAdminMachine).provide({
      actors: {
        loadPeople: never(),
        invitePeople: never(),
        resendInvitation: never(),
        cancelInvitation: never(),
        setAdmin: never(),
        deactivatePerson: never(),
        reactivatePerson: never(),
        moveMeetings: never(),
        watchPeopleChanges: fromCallback(() => () => {}),
        watchTeamChanges: fromCallback(() => () => {}),
      },
    }),
    userEvents: [
      { type: 'people.retry' },
      { type: 'filter.status', status: 'invited' },
      { type: 'filter.query', query: 'lucas' },
      { type: 'invite.open' },
      { type: 'invite.submit', emails: ['maria@cliente.com.br'], teamId: 'team-2', names: [] },
      { type: 'invite.close' },
      { type: 'person.resend', personId: invited.id },
      { type: 'person.setAdmin', personId: seller.id, isAdmin: true },
      { type: 'person.reactivate', personId: seller.id },
      { type: 'cancel.ask', personId: invited.id },
      { type: 'cancel.confirm' },
      { type: 'deactivate.ask', personId: seller.id },
      { type: 'deactivate.confirm', moveMeetingsTo: 'user-admin' },
      { type: 'move.ask', personId: seller.id },
      { type: 'move.confirm', toUserId: 'user-admin' },
      { type: 'dialog.close' },
      { type: 'people.saved', person: newInvite },
      { type: 'people.removed', personId: newInvite.id },
      { type: 'people.listed', people },
      { type: 'teams.saved', team: { ...commercial, name: 'Vendas' } },
      { type: 'teams.removed', teamId: 'team-2' },
    ],
    fixtures,
    stopWhen: (snapshot) => drifted(snapshot.context as Parameters<typeof drifted>[0]),
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
      'ready.idle': (actual) => expect(actual.context.target).toBeNull(),
      'ready.cancelling.asking': (actual) => expect(actual.context.target).not.toBeNull(),
      'ready.deactivating.working': (actual) => {
        expect(actual.context.target).not.toBeNull();
        expect(actual.context.dialogFailure).toBeNull();
      },
      'ready.moving.working': (actual) => expect(actual.context.target).not.toBeNull(),
      'ready.inviting.answered': (actual) => expect(actual.context.inviteResult).not.toBeNull(),
    },
  });
}, 240_000);
