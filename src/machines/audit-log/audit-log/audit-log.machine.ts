/*
 * /config/users, "Registro de atividades" (issue 27): what the company's administrators did, newest first.
 * - loading: the newest page; failed says why and can retry.
 * - ready: the entries read so far, and the people and teams feeds.
 *   - entries.idle: "Carregar mais" while an older page is left (a failure to load it is said under the list).
 *   - entries.loadingMore: the next older page, appended.
 *   - entries.refreshing: a write to people or teams made on this page (or anywhere in the app) added an
 *     entry: the newest page is read again in place of the entries (again from the start if another comes).
 */
import { assign, setup } from 'xstate';
import type { AuditEntry, AuditLogPage } from '../../../api-contract/audit-log.ts';
import type { AppError } from '../../../services/errors.ts';
import type { TeamChange } from '../../../services/people/team-admin.ts';
import type { PeopleChange } from '../../../services/people/people.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { auditLogActors } from './actors.ts';

export type AuditLogContext = {
  entries: AuditEntry[];
  /** The cursor of the next older page; null when the oldest entry is shown. */
  nextBefore: string | null;
  failure: AppError | null;
};

export type AuditLogEvent = { type: 'log.retry' } | { type: 'log.more' } | PeopleChange | TeamChange;

const fresh = { target: '.refreshing', reenter: true } as const;

export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: auditLogActors,
  guards: {
    hasMore: ({ context }) => context.nextBefore !== null,
  },
  actions: {
    takeFirst: assign((_, page: AuditLogPage) => ({
      entries: page.entries,
      nextBefore: page.nextBefore,
      failure: null,
    })),
    takeMore: assign(({ context }, page: AuditLogPage) => {
      const known = new Set(context.entries.map((entry) => entry.id));
      return {
        entries: [...context.entries, ...page.entries.filter((entry) => !known.has(entry.id))],
        nextBefore: page.nextBefore,
        failure: null,
      };
    }),
    fail: failWith('request'),
    // The log is an extension: a server without it says so.
    failLoad: failWith('extension'),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'auditLog',
  description: 'Registro de atividades: o que os administradores da empresa fizeram',
  meta: {
    events: {
      'xstate.done.actor.loadPage': 'Página do registro de atividades carregada',
      'xstate.error.actor.loadPage': 'Carregamento do registro de atividades falhou',
      'log.retry': 'Pediu para carregar o registro de novo',
      'log.more': 'Pediu "Carregar mais"',
      'people.saved': 'Pessoa convidada ou alterada',
      'people.removed': 'Convite de pessoa cancelado',
      'people.listed': 'Reuniões passadas a outra pessoa',
      'teams.saved': 'Equipe criada ou alterada',
      'teams.removed': 'Equipe excluída',
    },
  },
  context: { entries: [], nextBefore: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Carregando as atividades mais recentes',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: { before: null },
        onDone: { target: 'ready', actions: { type: 'takeFirst', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar o registro: deixa tentar de novo',
      tags: ['error'],
      on: { 'log.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando o registro e acompanhando mudanças em pessoas e equipes',
      invoke: [
        { id: 'peopleChanges', src: 'watchPeopleChanges' },
        { id: 'teamChanges', src: 'watchTeamChanges' },
      ],
      initial: 'entries',
      states: {
        // Its own state under ready, so reading the log again restarts this one's request and leaves the
        // feeds' subscriptions alone.
        entries: {
          description: 'Lista de atividades lidas até agora',
          on: {
            'people.saved': fresh,
            'people.removed': fresh,
            'people.listed': fresh,
            'teams.saved': fresh,
            'teams.removed': fresh,
          },
          initial: 'idle',
          states: {
            idle: {
              description: 'Lista mostrada; "Carregar mais" se houver atividades mais antigas',
              on: { 'log.more': { guard: 'hasMore', target: 'loadingMore', actions: 'clearFailure' } },
            },
            loadingMore: {
              description: 'Carregando atividades mais antigas',
              tags: ['busy'],
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => ({ before: context.nextBefore }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeMore', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'fail', params: errorOf } },
              },
            },
            refreshing: {
              description: 'Houve mudança em pessoas ou equipes: relendo as mais recentes',
              tags: ['busy'],
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: { before: null },
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeFirst', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'fail', params: errorOf } },
              },
            },
          },
        },
      },
    },
  },
});
