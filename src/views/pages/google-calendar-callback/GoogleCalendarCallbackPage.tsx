import { useSearch } from 'wouter';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import googleCalendar from '../../../i18n/resources/pt-BR/googleCalendar.ts';
import { GoogleCalendarCallbackContext, readGoogleReturn } from './google-calendar-callback-context.ts';
import { GoogleCalendarCallbackScreen } from './GoogleCalendarCallbackScreen.tsx';

/** /meetings/authcalendar: where Google sends the browser back with the code (or the refusal). */
export default function GoogleCalendarCallbackPage() {
  usePageTexts({ googleCalendar });
  return (
    <GoogleCalendarCallbackContext.Provider options={{ input: readGoogleReturn(useSearch()) }}>
      <GoogleCalendarCallbackScreen />
    </GoogleCalendarCallbackContext.Provider>
  );
}
