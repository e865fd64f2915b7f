import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import { peopleMessages } from '../../../src/api-contract/people.ts';
import type { teamAdminActors } from '../../../src/machines/people/team-admin/actors.ts';
import { teamAdminMachine } from '../../../src/machines/people/team-admin/team-admin.machine.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import {
  commercial,
  insideSales,
  newInvite,
  people,
  refusal,
  seller,
  serverError,
  teams,
} from './people.fixtures.ts';

const never = () => fromPromise(() => new Promise<never>(() => {}));

const fixtures = {
  loadTeams: { done: [{ teams, people }], error: [serverError()] },
  saveTeamName: {
    done: [{ ...insideSales, name: 'Vendas' }],
    error: [refusal(peopleMessages.teamNameTaken, 409)],
  },
  deleteTeam: { done: [undefined], error: [serverError()] },
  setMember: { done: [commercial], error: [refusal(peopleMessages.userNotFound, 404)] },
  removeMember: { done: [commercial], error: [serverError()] },
  moveMember: { done: [undefined], error: [refusal(peopleMessages.teamNotFound, 404)] },
  watchTeamChanges: { done: [], error: [] },
  watchPeopleChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof teamAdminActors>;

// Feed changes only rewrite the context: the walk covers each once from the loaded teams and goes no further.
const loaded = JSON.stringify({ teams, people });
const drifted = (context: { teams: unknown[]; people: unknown[] }) =>
  context.teams.length > 0 && JSON.stringify({ teams: context.teams, people: context.people }) !== loaded;

it('team admin: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'teamAdmin',
    machine: teamAdminMachine,
    sut: loosely(teamAdminMachine).provide({
      actors: {
        loadTeams: never(),
        saveTeamName: never(),
        deleteTeam: never(),
        setMember: never(),
        removeMember: never(),
        moveMember: never(),
        watchTeamChanges: fromCallback(() => () => {}),
        watchPeopleChanges: fromCallback(() => () => {}),
      },
    }),
    userEvents: [
      { type: 'teams.retry' },
      { type: 'create.open' },
      { type: 'rename.open', teamId: insideSales.id },
      { type: 'naming.submit', name: 'Vendas' },
      { type: 'delete.ask', teamId: insideSales.id },
      { type: 'delete.confirm' },
      { type: 'dialog.close' },
      { type: 'member.set', teamId: commercial.id, userId: seller.id, role: 'master' },
      { type: 'member.remove', teamId: commercial.id, userId: seller.id },
      { type: 'member.move', userId: seller.id, fromTeamId: commercial.id, toTeamId: insideSales.id },
      { type: 'teams.saved', team: { ...insideSales, name: 'Vendas' } },
      { type: 'teams.removed', teamId: insideSales.id },
      { type: 'people.saved', person: newInvite },
      { type: 'people.removed', personId: seller.id },
      { type: 'people.listed', people },
    ],
    fixtures,
    stopWhen: (snapshot) => drifted(snapshot.context as Parameters<typeof drifted>[0]),
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
      'ready.idle': (actual) => expect(actual.context.target).toBeNull(),
      'ready.deleting.asking': (actual) => expect(actual.context.target).not.toBeNull(),
      'ready.naming.saving': (actual) => expect(actual.context.dialogFailure).toBeNull(),
    },
  });
}, 120_000);
