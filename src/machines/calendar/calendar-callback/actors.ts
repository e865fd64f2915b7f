import { fromPromise } from 'xstate';
import { calendarConsentAddress } from '../../../services/calendar/calendar.ts';
import { exchangeGoogleCode } from '../../../services/calendar/calendar-google.ts';
import { exchangeOutlookCode } from '../../../services/calendar/calendar-outlook.ts';
import type { CalendarKind } from '../../../api-contract/calendar.ts';
import type { GoogleCalendarConnected } from '../../../api-contract/calendar-google.ts';
import type { OutlookCalendarConnected } from '../../../api-contract/calendar-outlook.ts';
import { leaveAppFor } from '../../../services/navigation.ts';

/**
 * What the provider put in the address it sent the browser back to (/meetings/authcalendar for Google,
 * /meetings/authcalendaroutlook for Microsoft).
 */
export type ProviderReturn = { code: string | null; state: string | null; error: string | null };

/** Which calendar came back, and what its provider wrote in the address. */
export type CalendarCallbackInput = { kind: CalendarKind; providerReturn: ProviderReturn };

export type CalendarConnected = GoogleCalendarConnected | OutlookCalendarConnected;

/** The person pressed Cancelar on the provider's consent page (`error=access_denied`). */
export class ConsentRefused extends Error {
  constructor() {
    super('access_denied');
    this.name = 'ConsentRefused';
  }
}

/** The provider came back with another error, or without a code or state (an old or hand-typed address). */
export class IncompleteReturn extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IncompleteReturn';
  }
}

export const isConsentRefused = (error: unknown) => error instanceof ConsentRefused;
export const isIncompleteReturn = (error: unknown) => error instanceof IncompleteReturn;

type Options = { signal?: AbortSignal };

/**
 * Each calendar's exchange: Google's `GET /api/authcalendar/{code}?state=`, Microsoft's
 * `GET /api/authcalendaroutlook/{code}/{state}` (the server checks the state and uses its PKCE verifier).
 */
const exchanges: Record<
  CalendarKind,
  (code: string, state: string, options: Options) => Promise<CalendarConnected>
> = { google: exchangeGoogleCode, outlook: exchangeOutlookCode };

export const calendarCallbackActors = {
  /** Reads the provider's answer: a refusal or an incomplete return fails at once; a code is exchanged. */
  exchangeCode: fromPromise<CalendarConnected, CalendarCallbackInput>(async ({ input, signal }) => {
    const { kind, providerReturn } = input;
    if (providerReturn.error === 'access_denied') throw new ConsentRefused();
    if (providerReturn.error) throw new IncompleteReturn(providerReturn.error);
    if (!providerReturn.code || !providerReturn.state) throw new IncompleteReturn('no code');
    return exchanges[kind](providerReturn.code, providerReturn.state, { signal });
  }),
  /**
   * Starts over at the provider's consent page through the calendar's own connect flow (a new state; for
   * Outlook a new PKCE verifier too); resolves only if the browser stays.
   */
  goToConsentPage: fromPromise<void, { kind: CalendarKind }>(async ({ input, signal }) => {
    leaveAppFor(await calendarConsentAddress(input.kind, { signal }));
  }),
};
