import { useLocation, useSearch } from 'wouter';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import googleCalendar from '../../../i18n/resources/pt-BR/googleCalendar.ts';
import outlookCalendar from '../../../i18n/resources/pt-BR/outlookCalendar.ts';
import type { CalendarKind } from '../../../api-contract/calendar.ts';
import type { PageProps } from '../../page-props.ts';
import { CalendarCallbackContext, readProviderReturn } from './calendar-callback-context.ts';
import { CalendarCallbackScreen } from './CalendarCallbackScreen.tsx';

const texts: Record<CalendarKind, Record<string, object>> = {
  google: { googleCalendar },
  outlook: { outlookCalendar },
};

/**
 * /meetings/authcalendar (Google) and /meetings/authcalendaroutlook (Microsoft): where the provider sends the
 * browser back with the code (or the refusal).
 */
export default function CalendarCallbackPage({ titleKey }: PageProps) {
  const [location] = useLocation();
  const kind: CalendarKind = location.endsWith('outlook') ? 'outlook' : 'google';
  // Only this page reads these texts: they come with its chunk, not with every page's.
  usePageTexts(texts[kind]);
  const providerReturn = readProviderReturn(useSearch());
  return (
    <CalendarCallbackContext.Provider key={kind} options={{ input: { kind, providerReturn } }}>
      <CalendarCallbackScreen titleKey={titleKey} />
    </CalendarCallbackContext.Provider>
  );
}
