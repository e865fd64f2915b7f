import { useSearch } from 'wouter';
import { OutlookCalendarCallbackContext, readOutlookReturn } from './outlook-calendar-callback-context.ts';
import { OutlookCalendarCallbackScreen } from './OutlookCalendarCallbackScreen.tsx';

/** /meetings/authcalendaroutlook: where Microsoft sends the browser back with the code (or the refusal). */
export default function OutlookCalendarCallbackPage() {
  return (
    <OutlookCalendarCallbackContext.Provider options={{ input: readOutlookReturn(useSearch()) }}>
      <OutlookCalendarCallbackScreen />
    </OutlookCalendarCallbackContext.Provider>
  );
}
