/*
 * /config/users, "Equipes" (issue 27): the company's teams, their members and each member's role.
 * - loading: the teams and the people; failed says why and can retry.
 * - ready: writes made anywhere (the teams and people feeds) update the teams at once.
 *   - idle: the teams; a change to a member (add, role, remove, move to another team) runs at once and its
 *     failure is said above the teams.
 *   - naming: the dialog that names a new team or renames one (editing, saving); a refusal (a name taken,
 *     too long) keeps the dialog and what was typed, with the reason.
 *   - deleting: deleting asks first (the meetings stay), then deletes; a failure goes back to the question.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { AdminTeam, Person } from '../../../api-contract/people.ts';
import { describeError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { upsertById } from '../../shared/upsert.ts';
import { teamAdminActors, type TeamAdminData } from './actors.ts';
import { initialTeamAdminContext, roleIn, type TeamAdminContext, type TeamAdminEvent } from './context.ts';

export const teamAdminMachine = setup({
  types: { context: {} as TeamAdminContext, events: {} as TeamAdminEvent },
  actors: teamAdminActors,
  guards: {
    isKnown: ({ context }, teamId: string) => context.teams.some((team) => team.id === teamId),
  },
  actions: {
    takeLoaded: assign((_, data: TeamAdminData) => ({ ...data, failure: null })),
    fail: failWith('request'),
    clearFailure: assign({ failure: null }),
    failDialog: assign((_, error: unknown) => ({ dialogFailure: describeError(error, 'request') })),
    clearDialogFailure: assign({ dialogFailure: null }),
    target: assign(({ context }, teamId: string | null) => ({
      target: context.teams.find((team) => team.id === teamId) ?? null,
      dialogFailure: null,
      failure: null,
    })),
    forget: assign({ target: null, dialogFailure: null }),
    takeTeam: assign(({ context }, team: AdminTeam) => ({ teams: upsertById(context.teams, team) })),
    dropTeam: assign(({ context }, teamId: string) => ({
      teams: context.teams.filter((team) => team.id !== teamId),
    })),
    takePerson: assign(({ context }, person: Person) => ({ people: upsertById(context.people, person) })),
    dropPerson: assign(({ context }, personId: string) => ({
      people: context.people.filter((person) => person.id !== personId),
    })),
    takePeople: assign((_, people: Person[]) => ({ people })),
  },
}).createMachine({
  id: 'teamAdmin',
  context: initialTeamAdminContext,
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTeams',
        src: 'loadTeams',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'teams.retry': { target: 'loading' } },
    },
    ready: {
      invoke: [
        { id: 'teamChanges', src: 'watchTeamChanges' },
        { id: 'peopleChanges', src: 'watchPeopleChanges' },
      ],
      on: {
        'teams.saved': { actions: { type: 'takeTeam', params: ({ event }) => event.team } },
        'teams.removed': { actions: { type: 'dropTeam', params: ({ event }) => event.teamId } },
        'people.saved': { actions: { type: 'takePerson', params: ({ event }) => event.person } },
        'people.removed': { actions: { type: 'dropPerson', params: ({ event }) => event.personId } },
        'people.listed': { actions: { type: 'takePeople', params: ({ event }) => event.people } },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'create.open': { target: 'naming', actions: { type: 'target', params: null } },
            'rename.open': {
              guard: { type: 'isKnown', params: ({ event }) => event.teamId },
              target: 'naming',
              actions: { type: 'target', params: ({ event }) => event.teamId },
            },
            'delete.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.teamId },
              target: 'deleting',
              actions: { type: 'target', params: ({ event }) => event.teamId },
            },
            'member.set': {
              guard: { type: 'isKnown', params: ({ event }) => event.teamId },
              target: 'settingMember',
              actions: 'clearFailure',
            },
            'member.remove': {
              guard: { type: 'isKnown', params: ({ event }) => event.teamId },
              target: 'removingMember',
              actions: 'clearFailure',
            },
            'member.move': {
              guard: { type: 'isKnown', params: ({ event }) => event.toTeamId },
              target: 'movingMember',
              actions: 'clearFailure',
            },
          },
        },
        settingMember: {
          tags: ['busy'],
          invoke: {
            id: 'setMember',
            src: 'setMember',
            input: ({ event }) => {
              assertEvent(event, 'member.set');
              return { teamId: event.teamId, userId: event.userId, role: event.role };
            },
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: { type: 'fail', params: errorOf } },
          },
        },
        removingMember: {
          tags: ['busy'],
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ event }) => {
              assertEvent(event, 'member.remove');
              return { teamId: event.teamId, userId: event.userId };
            },
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: { type: 'fail', params: errorOf } },
          },
        },
        movingMember: {
          tags: ['busy'],
          invoke: {
            id: 'moveMember',
            src: 'moveMember',
            input: ({ context, event }) => {
              assertEvent(event, 'member.move');
              const { userId, fromTeamId, toTeamId } = event;
              return { userId, fromTeamId, toTeamId, role: roleIn(context.teams, fromTeamId, userId) };
            },
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: { type: 'fail', params: errorOf } },
          },
        },
        naming: {
          initial: 'editing',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            editing: { on: { 'naming.submit': { target: 'saving', actions: 'clearDialogFailure' } } },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveTeamName',
                src: 'saveTeamName',
                input: ({ context, event }) => {
                  assertEvent(event, 'naming.submit');
                  return { teamId: context.target?.id ?? null, name: event.name };
                },
                onDone: { target: '#teamAdmin.ready.idle', actions: 'forget' },
                onError: { target: 'editing', actions: { type: 'failDialog', params: errorOf } },
              },
            },
          },
        },
        deleting: {
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: { on: { 'delete.confirm': { target: 'working', actions: 'clearDialogFailure' } } },
            working: {
              tags: ['busy'],
              invoke: {
                id: 'deleteTeam',
                src: 'deleteTeam',
                input: ({ context }) => ({ teamId: context.target!.id }),
                onDone: { target: '#teamAdmin.ready.idle', actions: 'forget' },
                onError: { target: 'asking', actions: { type: 'failDialog', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
});
