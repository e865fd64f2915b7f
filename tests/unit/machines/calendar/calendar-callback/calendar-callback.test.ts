import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarCallbackActors,
  ConsentRefused,
  IncompleteReturn,
  type CalendarCallbackInput,
  type CalendarConnected,
  type ProviderReturn,
} from '../../../../../src/machines/calendar/calendar-callback/actors.ts';
import { calendarCallbackMachine } from '../../../../../src/machines/calendar/calendar-callback/calendar-callback.machine.ts';
import {
  selectCallbackFailure,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
  selectKind,
} from '../../../../../src/machines/calendar/calendar-callback/selectors.ts';
import { calendarConsentAddress } from '../../../../../src/services/calendar/calendar.ts';
import { exchangeGoogleCode } from '../../../../../src/services/calendar/calendar-google.ts';
import { exchangeOutlookCode } from '../../../../../src/services/calendar/calendar-outlook.ts';
import type { CalendarKind } from '../../../../../src/api-contract/calendar.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { leaveAppFor } from '../../../../../src/services/navigation.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { callbackCases } from '../../../../model/calendar/calendar-callback.fixtures.ts';

vi.mock('../../../../../src/services/calendar/calendar-google.ts', () => ({
  exchangeGoogleCode: vi.fn<typeof exchangeGoogleCode>(),
}));
vi.mock('../../../../../src/services/calendar/calendar-outlook.ts', () => ({
  exchangeOutlookCode: vi.fn<typeof exchangeOutlookCode>(),
}));
vi.mock('../../../../../src/services/navigation.ts', () => ({ leaveAppFor: vi.fn<typeof leaveAppFor>() }));
vi.mock('../../../../../src/services/calendar/calendar.ts', () => ({
  calendarConsentAddress: vi.fn<typeof calendarConsentAddress>(),
}));

let started: ActorRefFrom<typeof calendarCallbackMachine>[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
  vi.clearAllMocks();
});

const pendingExchange = fromPromise<CalendarConnected, CalendarCallbackInput>(() => new Promise(() => {}));
const pendingConsent = fromPromise<void, { kind: CalendarKind }>(() => new Promise(() => {}));

/** The machine with both actors stand-ins that never settle: the test says how each ends. */
function start(input: CalendarCallbackInput) {
  const actor = createActor(
    calendarCallbackMachine.provide({
      actors: { exchangeCode: pendingExchange, goToConsentPage: pendingConsent },
    }),
    { input },
  ).start();
  started.push(actor);
  return actor;
}

/** The real exchange actor's outcome for a return: its output, or the error it fails with. */
function runExchange(input: CalendarCallbackInput): Promise<{ output?: CalendarConnected; error?: unknown }> {
  return new Promise((resolve) => {
    const actor = createActor(calendarCallbackActors.exchangeCode, { input });
    actor.subscribe({
      complete: () => resolve({ output: actor.getSnapshot().output }),
      error: (error) => resolve({ error }),
    });
    actor.start();
  });
}

const exchangeOf = { google: vi.mocked(exchangeGoogleCode), outlook: vi.mocked(exchangeOutlookCode) };

describe.each(callbackCases)('calendar callback ($kind)', (c) => {
  const input = (providerReturn: ProviderReturn): CalendarCallbackInput => ({ kind: c.kind, providerReturn });

  it('exchanges the code as it starts and shows the account once connected', () => {
    const actor = start(input(c.codeAndState));
    expect(actor.getSnapshot().value).toBe('exchanging');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectKind(actor.getSnapshot())).toBe(c.kind);
    expect(actor.getSnapshot().context.providerReturn).toEqual(c.codeAndState);
    sendDone(actor, 'exchangeCode', c.connected);
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectConnectedAccount(actor.getSnapshot())).toBe(c.connected.accountEmail);
  });

  it("the exchange goes to this calendar's own request with the code and state", async () => {
    exchangeOf[c.kind].mockResolvedValue(c.connected as never);
    const { output } = await runExchange(input(c.codeAndState));
    expect(output).toEqual(c.connected);
    expect(exchangeOf[c.kind]).toHaveBeenCalledWith(c.codeAndState.code, c.codeAndState.state, {
      signal: expect.any(AbortSignal),
    });
    const other = c.kind === 'google' ? 'outlook' : 'google';
    expect(exchangeOf[other]).not.toHaveBeenCalled();
  });

  it('Cancelar at the provider (error=access_denied) is refused without any request', async () => {
    const { error } = await runExchange(input({ code: null, state: 's1', error: 'access_denied' }));
    expect(error).toBeInstanceOf(ConsentRefused);
    const other = await runExchange(input({ code: null, state: 's1', error: 'server_error' }));
    expect(other.error).toBeInstanceOf(IncompleteReturn);
    const noCode = await runExchange(input({ code: null, state: null, error: null }));
    expect(noCode.error).toBeInstanceOf(IncompleteReturn);
    expect(exchangeOf[c.kind]).not.toHaveBeenCalled();
  });

  it('a refused consent says so, and "Tentar de novo" goes back to the consent page', () => {
    const actor = start(input({ code: null, state: 's1', error: 'access_denied' }));
    sendError(actor, 'exchangeCode', new ConsentRefused());
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(selectCallbackFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'retry' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
  });

  it('an address without a code is the page’s own sentence', () => {
    const actor = start(input({ code: null, state: null, error: null }));
    sendError(actor, 'exchangeCode', new IncompleteReturn('no code'));
    expect(selectCallbackFailure(actor.getSnapshot())).toMatchObject({
      key: `${c.kind}Calendar:errors.incomplete`,
    });
  });

  it("the server's Portuguese refusal (state not this user's) is shown as it is; retrying starts over", () => {
    const actor = start(input(c.codeAndState));
    sendError(actor, 'exchangeCode', c.stateMismatchError);
    expect(selectCallbackFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.refused',
      status: '400',
      detail: c.stateMismatch,
    });
    actor.send({ type: 'retry' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    sendError(actor, 'goToConsentPage', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectCallbackFailure(actor.getSnapshot())?.key).not.toBe('errors:request.refused');
  });

  it("retry goes to the consent page through this calendar's own connect flow", async () => {
    vi.mocked(calendarConsentAddress).mockResolvedValue(`https://consent.example/${c.kind}`);
    const actor = createActor(calendarCallbackActors.goToConsentPage, { input: { kind: c.kind } });
    actor.start();
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(`https://consent.example/${c.kind}`));
    expect(calendarConsentAddress).toHaveBeenCalledWith(c.kind, { signal: expect.any(AbortSignal) });
  });
});
