import type { ProviderReturn } from '../../../src/machines/calendar/calendar-callback/actors.ts';
import type { CalendarKind } from '../../../src/api-contract/calendar.ts';
import { googleCalendarMessages } from '../../../src/api-contract/calendar-google.ts';
import { outlookCalendarMessages } from '../../../src/api-contract/calendar-outlook.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Each calendar's return page answers, for the transition, model and view tests. */
export type CallbackCase = {
  kind: CalendarKind;
  /** A good return as the provider writes it, and what the page reads from it. */
  search: string;
  codeAndState: ProviderReturn;
  connected: { kind: CalendarKind; accountEmail: string };
  /** The server's Portuguese refusal of a state that is not this user's. */
  stateMismatch: string;
  stateMismatchError: HttpError;
  syncPage: string;
  titleKey: string;
  /** The sentences the page shows, as they read in Portuguese. */
  texts: {
    exchanging: string;
    redirecting: string;
    connectedTitle: string;
    refused: string;
    failedTitle: string;
  };
};

const refusal = (message: string) =>
  new HttpError(400, 'Bad Request', { body: { status: 400, title: 'Bad Request', message } });

export const callbackCases: readonly CallbackCase[] = [
  {
    kind: 'google',
    search: '?code=4%2F0Acode&scope=email&state=s1',
    codeAndState: { code: '4/0Acode', state: 's1', error: null },
    connected: { kind: 'google', accountEmail: 'lucas@gmail.example' },
    stateMismatch: googleCalendarMessages.stateMismatch,
    stateMismatchError: refusal(googleCalendarMessages.stateMismatch),
    syncPage: '/meetings/synccalendar',
    titleKey: 'pages:titles.authCalendar',
    texts: {
      exchanging: 'Conectando a sua agenda do Google…',
      redirecting: 'Abrindo a página de autorização do Google…',
      connectedTitle: 'Agenda do Google conectada',
      refused: 'Você não autorizou o Pauta a ver a sua agenda do Google, então nada foi conectado.',
      failedTitle: 'Não foi possível conectar a agenda do Google',
    },
  },
  {
    kind: 'outlook',
    search: '?code=0.AAAA-codigo&state=estadoDoTesteComTrintaEDoisChars&session_state=s',
    codeAndState: { code: '0.AAAA-codigo', state: 'estadoDoTesteComTrintaEDoisChars', error: null },
    connected: { kind: 'outlook', accountEmail: 'lucas@contoso.onmicrosoft.com' },
    stateMismatch: outlookCalendarMessages.stateMismatch,
    stateMismatchError: refusal(outlookCalendarMessages.stateMismatch),
    syncPage: '/meetings/synccalendaroutlook',
    titleKey: 'pages:titles.authCalendarOutlook',
    texts: {
      exchanging: 'Conectando a sua agenda do Outlook…',
      redirecting: 'Abrindo a página de autorização da Microsoft…',
      connectedTitle: 'Agenda do Outlook conectada',
      refused: 'Você não autorizou o Pauta a ver a sua agenda do Outlook, então nada foi conectado.',
      failedTitle: 'Não foi possível conectar a agenda do Outlook',
    },
  },
];
