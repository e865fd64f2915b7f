/*
 * Connecting a Google calendar (issue 10): the consent page's address, and the exchange of the code Google
 * sends back to /meetings/authcalendar.
 */
import { http } from '../http.ts';
import {
  googleAuthorizeUrlSchema,
  googleCalendarConnectedSchema,
  type GoogleCalendarConnected,
} from '../../api-contract/calendar-google.ts';

type Options = { signal?: AbortSignal };

/** `GET /api/calendar/google/authorize-url`: Google's consent page, with a state the server keeps for the callback. */
export async function googleConsentAddress({ signal }: Options = {}): Promise<string> {
  return (await http.getJson('calendar/google/authorize-url', googleAuthorizeUrlSchema, { signal })).url;
}

/**
 * `GET /api/authcalendar/{code}?state=`: the server checks the state it made, exchanges the code and keeps the
 * connection. Google's codes hold a `/`, hence the encoded path segment.
 */
export function exchangeGoogleCode(
  code: string,
  state: string,
  { signal }: Options = {},
): Promise<GoogleCalendarConnected> {
  return http.getJson(`authcalendar/${encodeURIComponent(code)}`, googleCalendarConnectedSchema, {
    searchParams: { state },
    signal,
  });
}
