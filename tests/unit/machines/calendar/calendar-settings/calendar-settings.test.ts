import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  calendarSettingsMachine,
  type CalendarSettingsContext,
} from '../../../../../src/machines/calendar/calendar-settings/calendar-settings.machine.ts';
import {
  selectCalendar,
  selectCardState,
  selectFailure,
  selectImportMeeting,
  selectIsBusy,
  selectIsUnavailable,
  selectLastResult,
  selectSyncInterval,
} from '../../../../../src/machines/calendar/calendar-settings/selectors.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  calendarNetworkError,
  calendarUnavailableError,
  googleConnected,
  googleNeedsReconnect,
  googleSynced,
  noCalendars,
  notConnectedError,
} from '../../../../model/calendar/calendar.fixtures.ts';

const pending = <T>() => new Promise<T>(() => {});
const machine = calendarSettingsMachine.provide({
  actors: {
    loadStatus: fromPromise(() => pending<typeof noCalendars>()),
    goToConsentPage: fromPromise(() => pending<void>()),
    syncNow: fromPromise(() => pending<{ result: typeof googleSynced; status: typeof noCalendars }>()),
    disconnect: fromPromise(() => pending<typeof noCalendars>()),
  },
});
const base: CalendarSettingsContext = { kind: 'google', status: null, lastResult: null, failure: null };

function startIn(value: string, context: Partial<CalendarSettingsContext> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  return createActor(machine, { snapshot, input: { kind: 'google' } }).start();
}

describe('calendar-settings', () => {
  it('a server without the calendar status (404): the card says the feature is not available here', () => {
    const actor = startIn('loading');
    sendError(actor, 'loadStatus', calendarUnavailableError);
    expect(selectCardState(actor.getSnapshot())).toBe('unavailable');
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:request.unavailable');
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false);
  });

  it('loads the state: disconnected or connected (its calendar, the rule, the interval), or a failure to retry', () => {
    const actor = createActor(machine, { input: { kind: 'google' } }).start();
    expect(selectCardState(actor.getSnapshot())).toBe('loading');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    sendDone(actor, 'loadStatus', noCalendars);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    expect(selectImportMeeting(actor.getSnapshot())).toBe(1);
    expect(selectSyncInterval(actor.getSnapshot())).toBe(900);

    const on = startIn('loading');
    sendDone(on, 'loadStatus', googleConnected);
    expect(selectCardState(on.getSnapshot())).toBe('connected');
    expect(selectCalendar(on.getSnapshot())?.accountEmail).toBe('paula@gmail.com');

    // The Outlook card of the same status is not connected.
    const outlook = createActor(machine, { input: { kind: 'outlook' } }).start();
    sendDone(outlook, 'loadStatus', googleConnected);
    expect(selectCardState(outlook.getSnapshot())).toBe('disconnected');

    const failed = startIn('loading');
    sendError(failed, 'loadStatus', calendarNetworkError);
    expect(selectCardState(failed.getSnapshot())).toBe('loadFailed');
    expect(selectFailure(failed.getSnapshot())?.key).toBe('errors:request.network');
    failed.send({ type: 'retry' });
    expect(selectCardState(failed.getSnapshot())).toBe('loading');
  });

  it('connecting goes to the consent page; a failure to get there comes back with the reason', () => {
    const actor = startIn('disconnected', { status: noCalendars });
    actor.send({ type: 'connect' });
    expect(selectCardState(actor.getSnapshot())).toBe('redirecting');
    sendError(actor, 'goToConsentPage', calendarNetworkError);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    expect(selectFailure(actor.getSnapshot())).not.toBeNull();

    const reconnect = startIn('connected', { status: googleNeedsReconnect });
    reconnect.send({ type: 'connect' });
    expect(selectCardState(reconnect.getSnapshot())).toBe('redirecting');
    sendError(reconnect, 'goToConsentPage', calendarNetworkError);
    expect(selectCardState(reconnect.getSnapshot())).toBe('connected');
  });

  it('a sync shows its result and the new state; a failed one is said and the state read again', () => {
    const actor = startIn('connected', { status: googleConnected });
    actor.send({ type: 'sync' });
    expect(selectCardState(actor.getSnapshot())).toBe('syncing');
    sendDone(actor, 'syncNow', { result: googleSynced, status: googleConnected });
    expect(selectCardState(actor.getSnapshot())).toBe('connected');
    expect(selectLastResult(actor.getSnapshot())).toEqual(googleSynced);

    actor.send({ type: 'sync' });
    sendError(actor, 'syncNow', notConnectedError);
    expect(selectCardState(actor.getSnapshot())).toBe('reloading');
    expect(selectFailure(actor.getSnapshot())?.detail).toBe(notConnectedError.message);
    sendDone(actor, 'reloadStatus', noCalendars);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    // The failure stays shown after the reload.
    expect(selectFailure(actor.getSnapshot())).not.toBeNull();

    const stays = startIn('reloading', { status: googleConnected });
    sendError(stays, 'reloadStatus', calendarNetworkError);
    expect(selectCardState(stays.getSnapshot())).toBe('connected');
    const back = startIn('reloading', { status: googleConnected });
    sendDone(back, 'reloadStatus', googleNeedsReconnect);
    expect(selectCalendar(back.getSnapshot())?.needsReconnect).toBe(true);
  });

  it('disconnecting asks first; cancel keeps it, confirm disconnects, a failure stays connected', () => {
    const actor = startIn('connected', { status: googleConnected, lastResult: googleSynced });
    actor.send({ type: 'disconnect' });
    expect(selectCardState(actor.getSnapshot())).toBe('confirmingDisconnect');
    actor.send({ type: 'disconnect.cancel' });
    expect(selectCardState(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'disconnect' });
    actor.send({ type: 'disconnect.confirm' });
    expect(selectCardState(actor.getSnapshot())).toBe('disconnecting');
    sendDone(actor, 'disconnect', noCalendars);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    expect(selectLastResult(actor.getSnapshot())).toBeNull();

    const failing = startIn('disconnecting', { status: googleConnected });
    sendError(failing, 'disconnect', calendarNetworkError);
    expect(selectCardState(failing.getSnapshot())).toBe('connected');
    expect(selectFailure(failing.getSnapshot())).not.toBeNull();
  });
});
