import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { calendarSyncMachine } from '../../../../../src/machines/calendar/calendar-sync/calendar-sync.machine.ts';
import {
  selectFailure,
  selectKind,
  selectResult,
  selectSyncState,
} from '../../../../../src/machines/calendar/calendar-sync/selectors.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { googleSynced, notConnectedError } from '../../../../model/calendar/calendar.fixtures.ts';

const machine = calendarSyncMachine.provide({
  actors: { syncCalendar: fromPromise(() => new Promise<typeof googleSynced>(() => {})) },
});

describe('calendar-sync', () => {
  it('syncs as it starts and shows the result; syncing again replaces it', () => {
    const actor = createActor(machine, { input: { kind: 'outlook' } }).start();
    expect(selectSyncState(actor.getSnapshot())).toBe('syncing');
    expect(selectKind(actor.getSnapshot())).toBe('outlook');
    sendDone(actor, 'syncCalendar', googleSynced);
    expect(selectSyncState(actor.getSnapshot())).toBe('done');
    expect(selectResult(actor.getSnapshot())).toEqual(googleSynced);
    actor.send({ type: 'retry' });
    expect(selectSyncState(actor.getSnapshot())).toBe('syncing');
  });

  it('a refusal is said in Portuguese, and can be tried again', () => {
    const actor = createActor(machine, { input: { kind: 'google' } }).start();
    sendError(actor, 'syncCalendar', notConnectedError);
    expect(selectSyncState(actor.getSnapshot())).toBe('failed');
    expect(selectFailure(actor.getSnapshot())?.detail).toBe(notConnectedError.message);
    actor.send({ type: 'retry' });
    expect(selectSyncState(actor.getSnapshot())).toBe('syncing');
  });
});
