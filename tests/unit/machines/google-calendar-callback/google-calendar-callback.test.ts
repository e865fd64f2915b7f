import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  googleCallbackActors,
  type GoogleReturn,
} from '../../../../src/machines/google-calendar-callback/actors.ts';
import { googleCalendarCallbackMachine } from '../../../../src/machines/google-calendar-callback/google-calendar-callback.machine.ts';
import {
  selectCallbackError,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
} from '../../../../src/machines/google-calendar-callback/selectors.ts';
import type { GoogleCalendarConnected } from '../../../../src/services/api/schemas/calendar-google.ts';
import { googleCalendarMessages } from '../../../../src/services/api/schemas/calendar-google.ts';
import { HttpError } from '../../../../src/services/http-error.ts';

let started: ActorRefFrom<typeof googleCalendarCallbackMachine>[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

const connected: GoogleCalendarConnected = { kind: 'google', accountEmail: 'lucas@gmail.example' };
const stateMismatch = new HttpError(400, 'Bad Request', {
  body: { status: 400, title: 'Bad Request', message: googleCalendarMessages.stateMismatch },
});

/**
 * The machine with the real address reading (googleCallbackActors.exchangeCode decides refused/incomplete
 * before any request) and the request itself replaced by `exchange`.
 */
function start(
  googleReturn: GoogleReturn,
  exchange: (input: GoogleReturn) => Promise<GoogleCalendarConnected>,
  goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {})),
) {
  const machine = googleCalendarCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise<GoogleCalendarConnected, GoogleReturn>(async ({ input }) => {
        // Returns the real actor refuses before any request go to it; the rest to the stand-in request.
        if (input.error || !input.code || !input.state) return realExchange(input);
        return exchange(input);
      }),
      goToConsentPage: fromPromise<void>(() => goToConsentPage()),
    },
  });
  const actor = createActor(machine, { input: googleReturn }).start();
  started.push(actor);
  return { actor, goToConsentPage };
}

/** The real actor for returns it refuses before any request (refused consent, no code or state). */
function realExchange(input: GoogleReturn): Promise<GoogleCalendarConnected> {
  return new Promise((resolve, reject) => {
    const actor = createActor(googleCallbackActors.exchangeCode, { input });
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as GoogleCalendarConnected),
      error: reject,
    });
    actor.start();
  });
}

const settled = (actor: ActorRefFrom<typeof googleCalendarCallbackMachine>) =>
  vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

describe('google calendar callback', () => {
  it('exchanges the code with its state and ends connected as the account', async () => {
    const exchange = vi.fn<(input: GoogleReturn) => Promise<GoogleCalendarConnected>>(async () => connected);
    const { actor } = start({ code: '4/0Acode', state: 's1', error: null }, exchange);
    expect(actor.getSnapshot().value).toBe('exchanging');
    await settled(actor);
    expect(exchange).toHaveBeenCalledWith({ code: '4/0Acode', state: 's1', error: null });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectConnectedAccount(actor.getSnapshot())).toBe('lucas@gmail.example');
  });

  it('Cancelar at Google (error=access_denied) is refused without any request', async () => {
    const exchange = vi.fn<(input: GoogleReturn) => Promise<GoogleCalendarConnected>>(async () => connected);
    const { actor } = start({ code: null, state: 's1', error: 'access_denied' }, exchange);
    await settled(actor);
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('an address without a code or state fails with the incomplete-return sentence', async () => {
    const exchange = vi.fn<(input: GoogleReturn) => Promise<GoogleCalendarConnected>>(async () => connected);
    const { actor } = start({ code: null, state: null, error: null }, exchange);
    await settled(actor);
    expect(selectCallbackError(actor.getSnapshot())).toMatchObject({
      key: 'googleCalendar:errors.incomplete',
    });
    expect(exchange).not.toHaveBeenCalled();
  });

  it("the server's Portuguese refusal (state not this user's) is shown as it is", async () => {
    const { actor } = start({ code: '4/0Acode', state: 'other', error: null }, () =>
      Promise.reject(stateMismatch),
    );
    await settled(actor);
    expect(selectCallbackError(actor.getSnapshot())).toEqual({
      key: 'errors:request.refused',
      status: '400',
      detail: googleCalendarMessages.stateMismatch,
    });
  });

  it('retry from a failure or a refusal goes back to the consent page; its failure is shown', async () => {
    const goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {}));
    const { actor } = start(
      { code: null, state: 's', error: 'access_denied' },
      async () => connected,
      goToConsentPage,
    );
    await settled(actor);
    actor.send({ type: 'retry' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
    expect(goToConsentPage).toHaveBeenCalledTimes(1);

    const failing = vi.fn<() => Promise<void>>(() =>
      Promise.reject(new HttpError('FETCH_ERROR', 'Failed to fetch')),
    );
    const second = start(
      { code: 'c', state: 's', error: null },
      () => Promise.reject(stateMismatch),
      failing,
    );
    await settled(second.actor);
    second.actor.send({ type: 'retry' });
    await settled(second.actor);
    expect(second.actor.getSnapshot().value).toBe('failed');
    expect(selectCallbackError(second.actor.getSnapshot())?.key).not.toBe('errors:request.refused');
  });
});
