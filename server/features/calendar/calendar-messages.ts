import type { CalendarKind } from './adapters/calendar-adapter.ts';

/** Each calendar as the sentences people read name it, with the article its preposition takes. */
export const calendarName: Record<CalendarKind, { the: string; in: string; to: string }> = {
  google: { the: 'o Google Agenda', in: 'no Google Agenda', to: 'ao Google Agenda' },
  outlook: { the: 'o calendário do Outlook', in: 'no calendário do Outlook', to: 'ao calendário do Outlook' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Portuguese refusals of the calendar calls (the routes answer them as they are). */
export const calendarMessages = {
  notConnected: (kind: CalendarKind) =>
    `${capitalised(calendarName[kind].the)} não está conectado. Conecte-o em Configurações de calendário.`,
  needsReconnect: (kind: CalendarKind) =>
    `O acesso ${calendarName[kind].to} expirou ou foi revogado. Conecte-o de novo em Configurações de calendário.`,
  unavailable: (kind: CalendarKind) =>
    `${capitalised(calendarName[kind].the)} não respondeu. Tente sincronizar de novo em alguns minutos.`,
  failed: (kind: CalendarKind) =>
    `A sincronização com ${calendarName[kind].the} falhou. Tente de novo em alguns minutos.`,
  notConfigured: (kind: CalendarKind) =>
    `A integração com ${calendarName[kind].the} não está configurada neste servidor.`,
};
