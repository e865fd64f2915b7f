import { fromPromise } from 'xstate';
import { exchangeGoogleCode, googleConsentAddress } from '../../services/api/calendar-google.ts';
import type { GoogleCalendarConnected } from '../../services/api/schemas/calendar-google.ts';

/** What Google put in the address it sent the browser back to (/meetings/authcalendar). */
export type GoogleReturn = { code: string | null; state: string | null; error: string | null };

/** The person pressed Cancelar on Google's consent page (`error=access_denied`). */
class ConsentRefused extends Error {
  constructor() {
    super('access_denied');
    this.name = 'ConsentRefused';
  }
}

/** Google came back with another error, or without a code or state (an old or hand-typed address). */
class IncompleteReturn extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IncompleteReturn';
  }
}

export const isConsentRefused = (error: unknown) => error instanceof ConsentRefused;
export const isIncompleteReturn = (error: unknown) => error instanceof IncompleteReturn;

export const googleCallbackActors = {
  /** Reads Google's answer: a refusal or an incomplete return fails at once; a code is exchanged. */
  exchangeCode: fromPromise<GoogleCalendarConnected, GoogleReturn>(async ({ input, signal }) => {
    if (input.error === 'access_denied') throw new ConsentRefused();
    if (input.error) throw new IncompleteReturn(input.error);
    if (!input.code || !input.state) throw new IncompleteReturn('no code');
    return exchangeGoogleCode(input.code, input.state, { signal });
  }),
  /** Starts over at Google's consent page (a new state); resolves only if the browser stays. */
  goToConsentPage: fromPromise<void>(async ({ signal }) => {
    window.location.assign(await googleConsentAddress({ signal }));
  }),
};
