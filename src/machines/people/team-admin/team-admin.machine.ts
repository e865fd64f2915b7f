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
    // The page's list is an extension: a server without it says so (a 404 here is no missing team).
    failLoad: failWith('extension'),
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
  description: 'Equipes da empresa, seus membros e o papel de cada um',
  meta: {
    events: {
      'xstate.done.actor.loadTeams': 'Equipes e pessoas recebidas',
      'xstate.error.actor.loadTeams': 'Falhou ao buscar as equipes',
      'teams.retry': 'Pessoa pediu para carregar de novo',
      'teams.saved': 'Equipe salva em outra tela',
      'teams.removed': 'Equipe excluída em outra tela',
      'people.saved': 'Pessoa salva em outra tela',
      'people.removed': 'Pessoa removida em outra tela',
      'people.listed': 'Lista de pessoas recebida de outra tela',
      'create.open': 'Janela de nova equipe aberta',
      'rename.open': 'Janela de renomear equipe aberta',
      'delete.ask': 'Pedido para excluir uma equipe',
      'member.set': 'Membro adicionado ou papel alterado',
      'member.remove': 'Pedido para remover um membro da equipe',
      'member.move': 'Pedido para mover um membro para outra equipe',
      'xstate.done.actor.setMember': 'Membro da equipe salvo',
      'xstate.error.actor.setMember': 'Falhou ao salvar o membro da equipe',
      'xstate.done.actor.removeMember': 'Membro removido da equipe',
      'xstate.error.actor.removeMember': 'Falhou ao remover o membro da equipe',
      'xstate.done.actor.moveMember': 'Membro movido para outra equipe',
      'xstate.error.actor.moveMember': 'Falhou ao mover o membro de equipe',
      'dialog.close': 'Janela fechada',
      'naming.submit': 'Nome da equipe enviado',
      'xstate.done.actor.saveTeamName': 'Nome da equipe salvo',
      'xstate.error.actor.saveTeamName': 'Falhou ao salvar o nome da equipe',
      'delete.confirm': 'Exclusão da equipe confirmada',
      'xstate.done.actor.deleteTeam': 'Equipe excluída',
      'xstate.error.actor.deleteTeam': 'Falhou ao excluir a equipe',
    },
  },
  context: initialTeamAdminContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando as equipes e as pessoas da empresa',
      tags: ['busy'],
      invoke: {
        id: 'loadTeams',
        src: 'loadTeams',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'teams.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando as equipes; segue as mudanças feitas em outras telas',
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
          description: 'Equipes na tela, com seus membros e papéis',
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
          description: 'Salvando um membro da equipe ou o papel dele',
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
          description: 'Removendo um membro da equipe',
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
          description: 'Movendo um membro para outra equipe',
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
          description: 'Janela de dar nome a uma equipe nova ou renomear',
          initial: 'editing',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            editing: {
              description: 'Pessoa digitando o nome da equipe',
              on: { 'naming.submit': { target: 'saving', actions: 'clearDialogFailure' } },
            },
            saving: {
              description: 'Salvando o nome da equipe no servidor',
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
          description: 'Janela de excluir uma equipe',
          initial: 'asking',
          on: { 'dialog.close': { target: 'idle', actions: 'forget' } },
          states: {
            asking: {
              description: 'Perguntando se quer mesmo excluir a equipe (as reuniões ficam)',
              on: { 'delete.confirm': { target: 'working', actions: 'clearDialogFailure' } },
            },
            working: {
              description: 'Excluindo a equipe no servidor',
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
