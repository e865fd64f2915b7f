import { z } from 'zod';

/** The calendars a user can connect (issue 10): Google Calendar and Outlook (Microsoft 365). */
export const calendarKindSchema = z.enum(['google', 'outlook']);
export type CalendarKind = z.infer<typeof calendarKindSchema>;

/** How many events the last sync created, updated, cancelled and left out. */
export const calendarSyncCountsSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type CalendarSyncCounts = z.infer<typeof calendarSyncCountsSchema>;

/** One calendar on /config/calendar (`GET /api/calendar/status`). */
export const calendarStateSchema = z.object({
  kind: calendarKindSchema,
  connected: z.boolean(),
  /** The calendar's account ("Conectado como ..."), null when not connected. */
  accountEmail: z.string().nullable(),
  connectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The provider refused to renew the access: the user has to connect again. */
  needsReconnect: z.boolean(),
  lastSync: z
    .object({
      at: z.iso.datetime({ offset: true }),
      outcome: z.enum(['ok', 'failed']),
      /** The Portuguese sentence of a failed sync. */
      error: z.string().nullable(),
      counts: calendarSyncCountsSchema.nullable(),
    })
    .nullable(),
  /** Meetings that came from this calendar (they stay after a disconnect). */
  importedMeetings: z.number().int().nonnegative(),
});
export type CalendarState = z.infer<typeof calendarStateSchema>;

export const calendarStatusSchema = z.object({
  calendars: z.array(calendarStateSchema),
  /** The user's importMeeting (src/domain/meeting-preferences.ts): 0 imports nothing. */
  importMeeting: z.number().int(),
  /** How often the server syncs a connected calendar by itself. */
  syncIntervalSeconds: z.number().int().positive(),
});
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

/** Why a sync left an event out. */
export const calendarSkipReasonSchema = z.enum([
  /** importMeeting is 0 (none). */
  'importOff',
  /** No Google Meet, Zoom or Teams link: the bot could not join. */
  'noMeetingLink',
  /** importMeeting 2: someone else organises it. */
  'notOrganisedByMe',
  /** importMeeting 3: every guest is from the company. */
  'noExternalGuests',
  /** Cancelled in the calendar and never imported. */
  'cancelled',
  /** Already over. */
  'ended',
]);
export type CalendarSkipReason = z.infer<typeof calendarSkipReasonSchema>;

const syncedEventSchema = z.object({
  meetingId: z.string(),
  title: z.string(),
  startTime: z.iso.datetime({ offset: true }),
});
export type SyncedEvent = z.infer<typeof syncedEventSchema>;

/** What `GET /api/synccalendar` / `GET /api/synccalendaroutlook` did. */
export const calendarSyncResultSchema = z.object({
  kind: calendarKindSchema,
  syncedAt: z.iso.datetime({ offset: true }),
  /** The window read: from now to this many days ahead. */
  days: z.number().int().positive(),
  created: z.array(syncedEventSchema),
  /** Moved, renamed, link or guests changed, or let in again. */
  updated: z.array(syncedEventSchema),
  /** Cancelled or gone from the calendar: the meeting is kept, disabled, and its bot will not join. */
  cancelled: z.array(syncedEventSchema),
  skipped: z.array(
    z.object({
      title: z.string(),
      startTime: z.iso.datetime({ offset: true }),
      reason: calendarSkipReasonSchema,
    }),
  ),
  /** Events already imported that did not change. */
  unchanged: z.number().int().nonnegative(),
});
export type CalendarSyncResult = z.infer<typeof calendarSyncResultSchema>;
