import type { CalendarKind } from '../../calendar/calendar-adapter.ts';

/** The calendars' names in the sentences people read. */
export const calendarName: Record<CalendarKind, string> = {
  google: 'Google Agenda',
  outlook: 'Outlook',
};

/** The Portuguese refusals of the calendar calls (the routes answer them as they are). */
export const calendarMessages = {
  notConnected: (kind: CalendarKind) => `Sua agenda do ${calendarName[kind]} não está conectada.`,
  needsReconnect: (kind: CalendarKind) =>
    `A conexão com a agenda do ${calendarName[kind]} expirou ou foi revogada. Conecte a agenda de novo em Configurações > Agenda.`,
  unavailable: (kind: CalendarKind) =>
    `O ${calendarName[kind]} não respondeu. Tente sincronizar de novo em alguns minutos.`,
  notConfigured: (kind: CalendarKind) =>
    `A integração com o ${calendarName[kind]} não está configurada neste servidor.`,
};
