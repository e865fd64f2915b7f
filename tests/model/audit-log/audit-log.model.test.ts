import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { auditLogActors } from '../../../src/machines/audit-log/audit-log/actors.ts';
import { auditLogMachine } from '../../../src/machines/audit-log/audit-log/audit-log.machine.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import { auditPage, commercial, newInvite, olderAuditPage, serverError } from '../people/people.fixtures.ts';

const fixtures = {
  loadPage: { done: [auditPage, olderAuditPage], error: [serverError()] },
  watchPeopleChanges: { done: [], error: [] },
  watchTeamChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof auditLogActors>;

it('audit log: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'auditLog',
    machine: auditLogMachine,
    sut: loosely(auditLogMachine).provide({
      actors: {
        loadPage: fromPromise(() => new Promise<never>(() => {})),
        watchPeopleChanges: fromCallback(() => () => {}),
        watchTeamChanges: fromCallback(() => () => {}),
      },
    }),
    userEvents: [
      { type: 'log.retry' },
      { type: 'log.more' },
      { type: 'people.saved', person: newInvite },
      { type: 'people.removed', personId: newInvite.id },
      { type: 'people.listed', people: [] },
      { type: 'teams.saved', team: commercial },
      { type: 'teams.removed', teamId: commercial.id },
    ],
    fixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
      'ready.entries.loadingMore': (actual) => expect(actual.context.nextBefore).not.toBeNull(),
    },
  });
}, 120_000);
