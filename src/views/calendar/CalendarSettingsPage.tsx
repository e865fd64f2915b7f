import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectImportMeeting,
  selectSyncInterval,
} from '../../machines/calendar/calendar-settings/selectors.ts';
import { calendarKindSchema } from '../../api-contract/calendar.ts';
import { PageTitle } from '../components/PageHeader.tsx';
import { SettingsNav } from '../layouts/SettingsNav.tsx';
import { usePageTexts } from '../../i18n/page-texts.ts';
import calendar from '../../i18n/resources/pt-BR/calendar.ts';
import { CalendarCard } from './CalendarCard.tsx';
import { CalendarSettingsContext } from './calendar-settings-context.ts';
import { pathTo } from '../../domain/route-paths.ts';

const pageCss = { maxWidth: 900, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

/**
 * /config/calendar: the user's Google and Outlook calendars, one card and machine each, under what the
 * user's importMeeting lets in and how often the server syncs by itself.
 */
export default function CalendarSettingsPage() {
  usePageTexts({ calendar });
  const { t } = useTranslation();
  return (
    <>
      <SettingsNav maxWidth={pageCss.maxWidth} />
      <div css={pageCss}>
        <div css={{ display: 'grid', gap: 8 }}>
          <PageTitle css={{ margin: 0 }}>{t('pages:titles.configCalendar')}</PageTitle>
          <p css={{ margin: 0 }}>{t('calendar:intro')}</p>
        </div>
        {calendarKindSchema.options.map((kind, index) => (
          <CalendarSettingsContext.Provider key={kind} options={{ input: { kind } }}>
            {index === 0 && <Rules />}
            <CalendarCard />
          </CalendarSettingsContext.Provider>
        ))}
      </div>
    </>
  );
}

/** What comes in (the user's importMeeting) and how often; read from the first card's status. */
function Rules() {
  const { t } = useTranslation();
  const importMeeting = CalendarSettingsContext.useSelector(selectImportMeeting);
  const interval = CalendarSettingsContext.useSelector(selectSyncInterval);
  if (importMeeting === null || interval === null) return null;
  return (
    <div css={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <p css={{ margin: 0 }}>
        {t(`calendar:importRule.${importMeeting}`, { defaultValue: '' })}{' '}
        <Link href={pathTo('/config/general')}>{t('calendar:changeImportRule')}</Link>
      </p>
      <p css={{ margin: 0 }}>{t('calendar:interval', { count: Math.max(1, Math.round(interval / 60)) })}</p>
    </div>
  );
}
