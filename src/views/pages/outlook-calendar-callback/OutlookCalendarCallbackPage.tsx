import { useSearch } from 'wouter';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import outlookCalendar from '../../../i18n/resources/pt-BR/outlookCalendar.ts';
import { OutlookCalendarCallbackContext, readOutlookReturn } from './outlook-calendar-callback-context.ts';
import { OutlookCalendarCallbackScreen } from './OutlookCalendarCallbackScreen.tsx';

/** /meetings/authcalendaroutlook: where Microsoft sends the browser back with the code (or the refusal). */
export default function OutlookCalendarCallbackPage() {
  // Only this page reads these texts: they come with its chunk, not with every page's.
  usePageTexts({ outlookCalendar });
  return (
    <OutlookCalendarCallbackContext.Provider options={{ input: readOutlookReturn(useSearch()) }}>
      <OutlookCalendarCallbackScreen />
    </OutlookCalendarCallbackContext.Provider>
  );
}
