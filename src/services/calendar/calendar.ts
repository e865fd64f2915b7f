/*
 * The user's calendars (spec section 7, Calendar; issue 10): their state for /config/calendar, a sync now,
 * disconnecting, and the consent page each one's connect button goes to. A sync tells the meetings resource,
 * so every list shows the imported meetings without a reload.
 */
import { z } from 'zod';
import { http } from '../http.ts';
import { googleConsentAddress } from './calendar-google.ts';
import { startOutlookConnect } from './calendar-outlook.ts';
import { announceMeetingsStale } from '../meetings/meetings.ts';
import {
  calendarKindSchema,
  calendarStatusSchema,
  calendarSyncResultSchema,
  type CalendarKind,
  type CalendarStatus,
  type CalendarSyncResult,
} from '../../api-contract/calendar.ts';

type Options = { signal?: AbortSignal };

const syncPath: Record<CalendarKind, string> = { google: 'synccalendar', outlook: 'synccalendaroutlook' };
const disconnectPath: Record<CalendarKind, string> = {
  google: 'disconnect-google-calendar',
  outlook: 'disconnect-outlook-calendar',
};
const disconnectedSchema = z.object({ kind: calendarKindSchema, connected: z.literal(false) });

/** `GET /api/calendar/status`: each calendar connected or not, as which account, last sync, meetings. */
export function fetchCalendarStatus({ signal }: Options = {}): Promise<CalendarStatus> {
  return http.getJson('calendar/status', calendarStatusSchema, { signal });
}

/** `GET /api/synccalendar` / `GET /api/synccalendaroutlook`: syncs now and says what it did. */
export async function syncCalendar(
  kind: CalendarKind,
  { signal }: Options = {},
): Promise<CalendarSyncResult> {
  const result = await http.getJson(syncPath[kind], calendarSyncResultSchema, { signal });
  // Always: the interval sync may have changed meetings since the lists last read them, unannounced.
  announceMeetingsStale();
  return result;
}

/** `POST /api/disconnect-google-calendar` / `-outlook-calendar`: revoked and forgotten; its meetings stay. */
export async function disconnectCalendar(kind: CalendarKind, { signal }: Options = {}): Promise<void> {
  await http.sendJson('POST', disconnectPath[kind], {}, disconnectedSchema, { signal });
}

/**
 * The consent page a calendar's "Conectar" goes to (the provider's, or its emulator's), with a state the
 * server keeps for the callback: each calendar's own connect flow (calendar-google.ts, calendar-outlook.ts).
 */
const consentAddresses: Record<CalendarKind, (options: Options) => Promise<string>> = {
  google: googleConsentAddress,
  // New PKCE verifier and state, the verifier stored by state on the server, then Microsoft's consent page.
  outlook: startOutlookConnect,
};

export const calendarConsentAddress = (kind: CalendarKind, options: Options = {}): Promise<string> =>
  consentAddresses[kind](options);
