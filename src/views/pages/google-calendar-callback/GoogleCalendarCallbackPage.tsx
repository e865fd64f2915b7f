import { useSearch } from 'wouter';
import { GoogleCalendarCallbackContext, readGoogleReturn } from './google-calendar-callback-context.ts';
import { GoogleCalendarCallbackScreen } from './GoogleCalendarCallbackScreen.tsx';

/** /meetings/authcalendar: where Google sends the browser back with the code (or the refusal). */
export default function GoogleCalendarCallbackPage() {
  return (
    <GoogleCalendarCallbackContext.Provider options={{ input: readGoogleReturn(useSearch()) }}>
      <GoogleCalendarCallbackScreen />
    </GoogleCalendarCallbackContext.Provider>
  );
}
