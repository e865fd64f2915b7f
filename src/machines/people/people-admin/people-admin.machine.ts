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
    // The page's list is an extension: a server without it says so (a 404 here is no missing person).
    failLoad: failWith('extension'),
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
  description: 'Pessoas da empresa geridas pelo administrador: convites, acesso e reuniões',
  meta: {
    events: {
      'xstate.done.actor.loadPeople': 'Pessoas e equipes recebidas',
      'xstate.error.actor.loadPeople': 'Falhou ao buscar as pessoas',
      'people.retry': 'Pessoa pediu para carregar de novo',
      'people.saved': 'Pessoa salva em outra tela',
      'people.removed': 'Pessoa removida em outra tela',
      'people.listed': 'Lista de pessoas recebida de outra tela',
      'teams.saved': 'Equipe salva em outra tela',
      'teams.removed': 'Equipe excluída em outra tela',
      'filter.status': 'Filtro de situação alterado',
      'filter.query': 'Busca por nome ou e-mail alterada',
      'invite.open': 'Janela de convite aberta',
      'person.resend': 'Pedido para reenviar o convite',
      'person.setAdmin': 'Pedido para dar ou tirar o papel de administrador',
      'person.reactivate': 'Pedido para reativar a pessoa',
      'cancel.ask': 'Pedido para cancelar um convite',
      'deactivate.ask': 'Pedido para desativar uma pessoa',
      'move.ask': 'Pedido para mover as reuniões de uma pessoa',
      'xstate.done.actor.resendInvitation': 'Convite reenviado',
      'xstate.error.actor.resendInvitation': 'Falhou ao reenviar o convite',
      'xstate.done.actor.setAdmin': 'Papel de administrador alterado',
      'xstate.error.actor.setAdmin': 'Falhou ao alterar o papel de administrador',
      'xstate.done.actor.reactivatePerson': 'Pessoa reativada',
      'xstate.error.actor.reactivatePerson': 'Falhou ao reativar a pessoa',
      'dialog.close': 'Janela fechada',
      'cancel.confirm': 'Cancelamento do convite confirmado',
      'xstate.done.actor.cancelInvitation': 'Convite cancelado',
      'xstate.error.actor.cancelInvitation': 'Falhou ao cancelar o convite',
      'deactivate.confirm': 'Desativação da pessoa confirmada',
      'xstate.done.actor.deactivatePerson': 'Pessoa desativada',
      'xstate.error.actor.deactivatePerson': 'Falhou ao desativar a pessoa',
      'move.confirm': 'Mudança das reuniões confirmada',
      'xstate.done.actor.moveMeetings': 'Reuniões movidas para outra pessoa',
      'xstate.error.actor.moveMeetings': 'Falhou ao mover as reuniões',
      'invite.close': 'Janela de convite fechada',
      'invite.submit': 'Convites enviados',
      'xstate.done.actor.invitePeople': 'Servidor respondeu aos convites',
      'xstate.error.actor.invitePeople': 'Falhou ao enviar os convites',
    },
  },
  context: initialPeopleAdminContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando as pessoas e as equipes da empresa',
      tags: ['busy'],
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'people.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando as pessoas; segue as mudanças feitas em outras telas',
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
          description: 'Lista de pessoas na tela, com filtro e busca',
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
          description: 'Reenviando o convite da pessoa',
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
          description: 'Dando ou tirando o papel de administrador da pessoa',
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
          description: 'Reativando a pessoa',
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
          description: 'Janela de cancelar o convite de uma pessoa',
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: {
              description: 'Perguntando se quer mesmo cancelar o convite',
              on: { 'cancel.confirm': { target: 'working', actions: 'clearDialogFailure' } },
            },
            working: {
              description: 'Cancelando o convite no servidor',
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
          description: 'Janela de desativar uma pessoa',
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: {
              description: 'Perguntando se quer desativar e para quem vão as reuniões',
              on: { 'deactivate.confirm': { target: 'working', actions: 'clearDialogFailure' } },
            },
            working: {
              description: 'Desativando a pessoa no servidor',
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
          description: 'Janela de mover as reuniões de uma pessoa',
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: {
              description: 'Perguntando para quem vão as reuniões',
              on: { 'move.confirm': { target: 'working', actions: 'clearDialogFailure' } },
            },
            working: {
              description: 'Movendo as reuniões no servidor',
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
          description: 'Janela de convidar pessoas',
          initial: 'editing',
          on: { 'invite.close': { target: 'idle' } },
          states: {
            editing: {
              description: 'Pessoa digitando os e-mails a convidar',
              on: { 'invite.submit': { target: 'sending', actions: 'clearDialogFailure' } },
            },
            sending: {
              description: 'Enviando os convites',
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
            answered: {
              description: 'Mostrando quem foi convidado e os endereços recusados com o motivo',
              on: { 'invite.submit': { target: 'sending', actions: 'clearDialogFailure' } },
            },
          },
        },
      },
    },
  },
});
