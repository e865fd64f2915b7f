import { ConsentRefused, IncompleteReturn } from '../../src/machines/outlook-calendar-callback/actors.ts';
import { outlookCalendarMessages } from '../../src/services/api/schemas/calendar-outlook.ts';
import { HttpError } from '../../src/services/http-error.ts';

/** The Outlook return page's answers, for its transition, model and view tests. */
export const outlookConnected = { kind: 'outlook' as const, accountEmail: 'lucas@contoso.onmicrosoft.com' };
export const consentRefused = new ConsentRefused();
export const incompleteReturn = new IncompleteReturn('no code');
export const stateMismatchError = new HttpError(400, outlookCalendarMessages.stateMismatch, {
  body: { status: 400, title: 'Bad Request', message: outlookCalendarMessages.stateMismatch },
});
export const codeAndState = { code: '0.AAAA-codigo', state: 'estadoDoTesteComTrintaEDoisChars', error: null };
