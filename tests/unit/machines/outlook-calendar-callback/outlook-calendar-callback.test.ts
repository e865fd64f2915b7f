import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { OutlookReturn } from '../../../../src/machines/outlook-calendar-callback/actors.ts';
import { outlookCalendarCallbackMachine } from '../../../../src/machines/outlook-calendar-callback/outlook-calendar-callback.machine.ts';
import {
  selectCallbackError,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
} from '../../../../src/machines/outlook-calendar-callback/selectors.ts';
import { sendDone, sendError } from '../../../model/fixtures.ts';
import {
  codeAndState,
  consentRefused,
  incompleteReturn,
  outlookConnected,
  stateMismatchError,
} from '../../../model/outlook-calendar-callback.fixtures.ts';

const machine = outlookCalendarCallbackMachine.provide({
  actors: {
    exchangeCode: fromPromise<typeof outlookConnected, OutlookReturn>(() => new Promise(() => {})),
    goToConsentPage: fromPromise<void>(() => new Promise(() => {})),
  },
});
const start = () => createActor(machine, { input: codeAndState }).start();

describe('outlook-calendar-callback', () => {
  it('exchanges the code as it starts and shows the account once connected', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.outlookReturn).toEqual(codeAndState);
    sendDone(actor, 'exchangeCode', outlookConnected);
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectConnectedAccount(actor.getSnapshot())).toBe(outlookConnected.accountEmail);
  });

  it('a refused consent says so, and "Tentar de novo" goes back to the consent page', () => {
    const actor = start();
    sendError(actor, 'exchangeCode', consentRefused);
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(selectCallbackError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'retry' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
  });

  it('a state the server refuses is its Portuguese sentence; retrying starts over', () => {
    const actor = start();
    sendError(actor, 'exchangeCode', stateMismatchError);
    expect(selectCallbackError(actor.getSnapshot())?.detail).toBe(stateMismatchError.message);
    actor.send({ type: 'retry' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    sendError(actor, 'goToConsentPage', new Error('offline'));
    expect(selectCallbackError(actor.getSnapshot())).not.toBeNull();
  });

  it('an address without a code is the page’s own sentence', () => {
    const actor = start();
    sendError(actor, 'exchangeCode', incompleteReturn);
    expect(selectCallbackError(actor.getSnapshot())?.key).toBe('outlookCalendar:errors.incomplete');
  });
});
