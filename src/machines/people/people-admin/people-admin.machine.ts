/*
 * /config/users, "Pessoas" (issue 27): the company's people, as its administrator manages them.
 * - loading: the people and the teams; failed says why and can retry.
 * - ready: the list, filtered by status and searched by name or e-mail; writes made anywhere (the people and
 *   teams feeds) update it at once.
 *   - idle: the list; a row's action either runs at once (resending an invitation, the admin flag,
 *     reactivating: its failure is said above the list) or opens its dialog.
 *   - cancelling, deactivating, moving: a dialog about one person (asking), then its request (working); a
 *     refusal goes back to the question with the reason, and closing forgets it.
 *   - inviting: the invitation dialog; its answer (who was invited, each refusal with its reason) stays
 *     shown, and the form keeps the refused addresses to correct and send again.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { InviteResult, Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import { describeError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { upsertById } from '../../shared/upsert.ts';
import { peopleAdminActors, type PeopleData } from './actors.ts';
import {
  initialPeopleAdminContext,
  withSavedTeam,
  withoutTeam,
  type PeopleAdminContext,
  type PeopleAdminEmitted,
  type PeopleAdminEvent,
  type PeopleNotice,
} from './context.ts';

const targetInput = ({ context }: { context: PeopleAdminContext }) => ({ personId: context.target!.id });

export const peopleAdminMachine = setup({
  types: {
    context: {} as PeopleAdminContext,
    events: {} as PeopleAdminEvent,
    emitted: {} as PeopleAdminEmitted,
  },
  actors: peopleAdminActors,
  guards: {
    isKnown: ({ context }, personId: string) => context.people.some((person) => person.id === personId),
  },
  actions: {
    takeLoaded: assign((_, data: PeopleData) => ({ ...data, failure: null })),
    fail: failWith('request'),
    failDialog: assign((_, error: unknown) => ({ dialogFailure: describeError(error, 'request') })),
    target: assign(({ context }, personId: string) => ({
      target: context.people.find((person) => person.id === personId) ?? null,
      dialogFailure: null,
      failure: null,
      notice: null,
    })),
    forget: assign({ target: null, dialogFailure: null }),
    takePerson: assign(({ context }, person: Person) => ({ people: upsertById(context.people, person) })),
    dropPerson: assign(({ context }, personId: string) => ({
      people: context.people.filter((person) => person.id !== personId),
    })),
    takePeople: assign((_, people: Person[]) => ({ people })),
    takeTeam: assign(({ context }, team: PeopleData['teams'][number]) => ({
      teams: upsertById(context.teams, team),
      people: withSavedTeam(context.people, team),
    })),
    dropTeam: assign(({ context }, teamId: string) => ({
      teams: context.teams.filter((team) => team.id !== teamId),
      people: withoutTeam(context.people, teamId),
    })),
    /** The notice names the target as the list knew them when the action began. */
    tell: assign(({ context }, notice: Omit<PeopleNotice, 'name'>) => ({
      notice: { ...notice, name: displayName(context.target) },
    })),
    filterStatus: assign(({ context }, status: PeopleAdminContext['filter']['status']) => ({
      filter: { ...context.filter, status },
    })),
    filterQuery: assign(({ context }, query: string) => ({ filter: { ...context.filter, query } })),
    openInvite: assign({ inviteResult: null, dialogFailure: null, notice: null }),
    takeInviteResult: assign((_, result: InviteResult) => ({ inviteResult: result })),
    announceInviteAnswer: emit((_, result: InviteResult) => ({
      type: 'invite.answered' as const,
      refused: result.refused.map((refusal) => refusal.email),
    })),
    clearDialogFailure: assign({ dialogFailure: null }),
  },
}).createMachine({
  id: 'peopleAdmin',
  context: initialPeopleAdminContext,
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'people.retry': { target: 'loading' } },
    },
    ready: {
      invoke: [
        { id: 'peopleChanges', src: 'watchPeopleChanges' },
        { id: 'teamChanges', src: 'watchTeamChanges' },
      ],
      on: {
        'people.saved': { actions: { type: 'takePerson', params: ({ event }) => event.person } },
        'people.removed': { actions: { type: 'dropPerson', params: ({ event }) => event.personId } },
        'people.listed': { actions: { type: 'takePeople', params: ({ event }) => event.people } },
        'teams.saved': { actions: { type: 'takeTeam', params: ({ event }) => event.team } },
        'teams.removed': { actions: { type: 'dropTeam', params: ({ event }) => event.teamId } },
        'filter.status': { actions: { type: 'filterStatus', params: ({ event }) => event.status } },
        'filter.query': { actions: { type: 'filterQuery', params: ({ event }) => event.query } },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'invite.open': { target: 'inviting', actions: 'openInvite' },
            'person.resend': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'resending',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
            'person.setAdmin': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'changingAdmin',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
            'person.reactivate': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'reactivating',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
            'cancel.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'cancelling',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
            'deactivate.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'deactivating',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
            'move.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.personId },
              target: 'moving',
              actions: { type: 'target', params: ({ event }) => event.personId },
            },
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendInvitation',
            src: 'resendInvitation',
            input: targetInput,
            onDone: { target: 'idle', actions: [{ type: 'tell', params: { kind: 'resent' } }, 'forget'] },
            onError: { target: 'idle', actions: [{ type: 'fail', params: errorOf }, 'forget'] },
          },
        },
        changingAdmin: {
          tags: ['busy'],
          invoke: {
            id: 'setAdmin',
            src: 'setAdmin',
            input: ({ context, event }) => {
              assertEvent(event, 'person.setAdmin');
              return { personId: context.target!.id, isAdmin: event.isAdmin };
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'tell',
                  params: ({ event }) => ({ kind: event.output.isAdmin ? 'adminGranted' : 'adminRevoked' }),
                },
                'forget',
              ],
            },
            onError: { target: 'idle', actions: [{ type: 'fail', params: errorOf }, 'forget'] },
          },
        },
        reactivating: {
          tags: ['busy'],
          invoke: {
            id: 'reactivatePerson',
            src: 'reactivatePerson',
            input: targetInput,
            onDone: {
              target: 'idle',
              actions: [{ type: 'tell', params: { kind: 'reactivated' } }, 'forget'],
            },
            onError: { target: 'idle', actions: [{ type: 'fail', params: errorOf }, 'forget'] },
          },
        },
        cancelling: {
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: { on: { 'cancel.confirm': { target: 'working', actions: 'clearDialogFailure' } } },
            working: {
              tags: ['busy'],
              invoke: {
                id: 'cancelInvitation',
                src: 'cancelInvitation',
                input: targetInput,
                onDone: {
                  target: '#peopleAdmin.ready.idle',
                  actions: [{ type: 'tell', params: { kind: 'cancelled' } }, 'forget'],
                },
                onError: { target: 'asking', actions: { type: 'failDialog', params: errorOf } },
              },
            },
          },
        },
        deactivating: {
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: { on: { 'deactivate.confirm': { target: 'working', actions: 'clearDialogFailure' } } },
            working: {
              tags: ['busy'],
              invoke: {
                id: 'deactivatePerson',
                src: 'deactivatePerson',
                input: ({ context, event }) => {
                  assertEvent(event, 'deactivate.confirm');
                  return { personId: context.target!.id, moveMeetingsTo: event.moveMeetingsTo };
                },
                onDone: {
                  target: '#peopleAdmin.ready.idle',
                  actions: [{ type: 'tell', params: { kind: 'deactivated' } }, 'forget'],
                },
                onError: { target: 'asking', actions: { type: 'failDialog', params: errorOf } },
              },
            },
          },
        },
        moving: {
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: { on: { 'move.confirm': { target: 'working', actions: 'clearDialogFailure' } } },
            working: {
              tags: ['busy'],
              invoke: {
                id: 'moveMeetings',
                src: 'moveMeetings',
                input: ({ context, event }) => {
                  assertEvent(event, 'move.confirm');
                  return { personId: context.target!.id, toUserId: event.toUserId };
                },
                onDone: {
                  target: '#peopleAdmin.ready.idle',
                  actions: [
                    { type: 'tell', params: ({ event }) => ({ kind: 'moved', count: event.output }) },
                    'forget',
                  ],
                },
                onError: { target: 'asking', actions: { type: 'failDialog', params: errorOf } },
              },
            },
          },
        },
        inviting: {
          initial: 'editing',
          on: { 'invite.close': { target: 'idle' } },
          states: {
            editing: { on: { 'invite.submit': { target: 'sending', actions: 'clearDialogFailure' } } },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'invitePeople',
                src: 'invitePeople',
                input: ({ event }) => {
                  assertEvent(event, 'invite.submit');
                  return { emails: event.emails, teamId: event.teamId, names: event.names };
                },
                onDone: {
                  target: 'answered',
                  actions: [
                    { type: 'takeInviteResult', params: ({ event }) => event.output },
                    { type: 'announceInviteAnswer', params: ({ event }) => event.output },
                  ],
                },
                onError: { target: 'editing', actions: { type: 'failDialog', params: errorOf } },
              },
            },
            answered: { on: { 'invite.submit': { target: 'sending', actions: 'clearDialogFailure' } } },
          },
        },
      },
    },
  },
});
