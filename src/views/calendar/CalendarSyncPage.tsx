import { useLocation } from 'wouter';
import type { CalendarKind } from '../../api-contract/calendar.ts';
import type { PageProps } from '../page-props.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import calendar from '../../i18n/resources/pt-BR/calendar.ts';
import { CalendarSyncContext } from './calendar-sync-context.ts';
import { CalendarSyncScreen } from './CalendarSyncScreen.tsx';

/** /meetings/synccalendar (Google) and /meetings/synccalendaroutlook: syncs as it opens and shows the result. */
export default function CalendarSyncPage({ titleKey }: PageProps) {
  // Its texts come with the page's chunk (the settings page reads them too).
  usePageTexts({ calendar });
  const [location] = useLocation();
  const kind: CalendarKind = location.endsWith('outlook') ? 'outlook' : 'google';
  return (
    <CalendarSyncContext.Provider key={kind} options={{ input: { kind } }}>
      <CalendarSyncScreen titleKey={titleKey} />
    </CalendarSyncContext.Provider>
  );
}
