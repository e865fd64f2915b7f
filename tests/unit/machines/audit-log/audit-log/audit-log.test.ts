import { createActor, fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { TeamChange } from '../../../../../src/services/people/team-admin.ts';
import type { PeopleChange } from '../../../../../src/services/people/people.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogPage } from '../../../../../src/api-contract/audit-log.ts';
import {
  auditLogMachine,
  type AuditLogEvent,
} from '../../../../../src/machines/audit-log/audit-log/audit-log.machine.ts';
import {
  selectEntries,
  selectFailure,
  selectHasMore,
  selectLoadFailed,
  selectLoadingMore,
} from '../../../../../src/machines/audit-log/audit-log/selectors.ts';
import {
  auditPage,
  commercial,
  olderAuditPage,
  serverError,
} from '../../../../model/people/people.fixtures.ts';

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function start(load: (before: string | null) => Promise<AuditLogPage>) {
  // Each feed as its service would: a change to people on the people feed, to teams on the teams feed.
  const feeds = new Map<string, (event: AuditLogEvent) => void>();
  const feed = <Change extends EventObject>(resource: 'people' | 'teams') =>
    fromCallback<Change>(({ sendBack }) => {
      feeds.set(resource, sendBack);
      return () => feeds.delete(resource);
    });
  const machine = auditLogMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => load(input.before)),
      watchPeopleChanges: feed<PeopleChange>('people'),
      watchTeamChanges: feed<TeamChange>('teams'),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor, announce: (event: AuditLogEvent) => feeds.get(event.type.split('.')[0]!)?.(event) };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { entries: 'idle' } })).toBe(true));

describe('audit log', () => {
  it('loads the newest page; a failure says why and retries', async () => {
    const load = vi
      .fn<(before: string | null) => Promise<AuditLogPage>>()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue(auditPage);
    const { actor } = start(load);
    await vi.waitFor(() => expect(selectLoadFailed(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'log.retry' });
    await idle(actor);
    expect(load).toHaveBeenLastCalledWith(null);
    expect(selectEntries(actor.getSnapshot())).toEqual(auditPage.entries);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
  });

  it('"Carregar mais" appends the older page until none is left; a failure is said and kept the entries', async () => {
    const load = vi
      .fn<(before: string | null) => Promise<AuditLogPage>>()
      .mockResolvedValueOnce(auditPage)
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue(olderAuditPage);
    const { actor } = start(load);
    await idle(actor);
    actor.send({ type: 'log.more' });
    expect(selectLoadingMore(actor.getSnapshot())).toBe(true);
    await idle(actor);
    expect(selectFailure(actor.getSnapshot())?.status).toBe('500');
    expect(selectEntries(actor.getSnapshot())).toEqual(auditPage.entries);
    actor.send({ type: 'log.more' });
    await idle(actor);
    expect(load).toHaveBeenLastCalledWith('entry-2');
    expect(selectEntries(actor.getSnapshot())).toEqual([...auditPage.entries, ...olderAuditPage.entries]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'log.more' });
    expect(actor.getSnapshot().matches({ ready: { entries: 'idle' } })).toBe(true);
  });

  it('reads the newest page again after a write to people or teams', async () => {
    const load = vi.fn<(before: string | null) => Promise<AuditLogPage>>(async () => auditPage);
    const { actor, announce } = start(load);
    await idle(actor);
    announce({ type: 'teams.saved', team: commercial });
    expect(actor.getSnapshot().matches({ ready: { entries: 'refreshing' } })).toBe(true);
    await idle(actor);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(null);
  });
});
