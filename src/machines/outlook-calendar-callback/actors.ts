import { fromPromise } from 'xstate';
import { exchangeOutlookCode, startOutlookConnect } from '../../services/api/calendar-outlook.ts';
import type { OutlookCalendarConnected } from '../../services/api/schemas/calendar-outlook.ts';

/** What Microsoft put in the address it sent the browser back to (/meetings/authcalendaroutlook). */
export type OutlookReturn = { code: string | null; state: string | null; error: string | null };

/** The person pressed Cancelar on Microsoft's consent page (`error=access_denied`). */
export class ConsentRefused extends Error {
  constructor() {
    super('access_denied');
    this.name = 'ConsentRefused';
  }
}

/** Microsoft came back with another error, or without a code or state (an old or hand-typed address). */
export class IncompleteReturn extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IncompleteReturn';
  }
}

export const isConsentRefused = (error: unknown) => error instanceof ConsentRefused;
export const isIncompleteReturn = (error: unknown) => error instanceof IncompleteReturn;

export const outlookCallbackActors = {
  /** Reads Microsoft's answer: a refusal or an incomplete return fails at once; a code is exchanged. */
  exchangeCode: fromPromise<OutlookCalendarConnected, OutlookReturn>(async ({ input, signal }) => {
    if (input.error === 'access_denied') throw new ConsentRefused();
    if (input.error) throw new IncompleteReturn(input.error);
    if (!input.code || !input.state) throw new IncompleteReturn('no code');
    return exchangeOutlookCode(input.code, input.state, { signal });
  }),
  /** Starts over at Microsoft's consent page (new verifier and state); resolves only if the browser stays. */
  goToConsentPage: fromPromise<void>(async ({ signal }) => {
    window.location.assign(await startOutlookConnect({ signal }));
  }),
};
