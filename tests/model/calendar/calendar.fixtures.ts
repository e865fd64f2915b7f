import type { CalendarStatus, CalendarSyncResult } from '../../../src/api-contract/calendar.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** The calendars' state and sync results, for the calendar machines' tests (transition, model, view). */
const disconnectedCalendar = (kind: 'google' | 'outlook') => ({
  kind,
  connected: false,
  accountEmail: null,
  connectedAt: null,
  needsReconnect: false,
  lastSync: null,
  importedMeetings: 0,
});

export const noCalendars: CalendarStatus = {
  calendars: [disconnectedCalendar('google'), disconnectedCalendar('outlook')],
  importMeeting: 1,
  syncIntervalSeconds: 900,
};

export const googleConnected: CalendarStatus = {
  ...noCalendars,
  calendars: [
    {
      kind: 'google',
      connected: true,
      accountEmail: 'paula@gmail.com',
      connectedAt: '2026-03-12T13:00:00.000Z',
      needsReconnect: false,
      lastSync: {
        at: '2026-03-12T14:00:00.000Z',
        outcome: 'ok',
        error: null,
        counts: { created: 2, updated: 0, cancelled: 0, skipped: 1 },
      },
      importedMeetings: 2,
    },
    disconnectedCalendar('outlook'),
  ],
};

export const googleNeedsReconnect: CalendarStatus = {
  ...googleConnected,
  calendars: [
    {
      ...googleConnected.calendars[0]!,
      needsReconnect: true,
      lastSync: {
        at: '2026-03-12T15:00:00.000Z',
        outcome: 'failed',
        error:
          'O acesso ao Google Agenda expirou ou foi revogado. Conecte-o de novo em Configurações de calendário.',
        counts: null,
      },
    },
    disconnectedCalendar('outlook'),
  ],
};

export const googleSynced: CalendarSyncResult = {
  kind: 'google',
  syncedAt: '2026-03-12T14:00:00.000Z',
  days: 14,
  created: [
    {
      meetingId: 'meeting-cal-1',
      title: 'Demonstração para a Cliente',
      startTime: '2026-03-13T13:00:00.000Z',
    },
  ],
  updated: [
    { meetingId: 'meeting-cal-2', title: 'Proposta remarcada', startTime: '2026-03-14T17:00:00.000Z' },
  ],
  cancelled: [
    { meetingId: 'meeting-cal-3', title: 'Reunião cancelada', startTime: '2026-03-15T12:00:00.000Z' },
  ],
  skipped: [{ title: 'Almoço', startTime: '2026-03-13T15:00:00.000Z', reason: 'noMeetingLink' }],
  unchanged: 1,
};

export const notConnectedError = new HttpError(
  404,
  'O Google Agenda não está conectado. Conecte-o em Configurações de calendário.',
  {
    body: {
      status: 404,
      title: 'Not Found',
      message: 'O Google Agenda não está conectado. Conecte-o em Configurações de calendário.',
    },
  },
);
export const calendarNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
/** A server without the calendar status (built to the spec, or API_EXTENSIONS=off): the unknown route's 404. */
export const calendarUnavailableError = new HttpError(404, 'Recurso não encontrado.', {
  body: { status: 404, title: 'Not Found', message: 'Recurso não encontrado.' },
});
