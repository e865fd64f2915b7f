import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectFailure,
  selectKind,
  selectResult,
  selectSyncState,
} from '../../machines/calendar/calendar-sync/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { PageTitle } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { CalendarSyncContext } from './calendar-sync-context.ts';
import { SyncResultView } from './SyncResultView.tsx';
import { pathTo } from '../../domain/route-paths.ts';

/** The sync page's content: syncing, what the sync did, or why it failed; sync again, and where to go next. */
export function CalendarSyncScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const state = CalendarSyncContext.useSelector(selectSyncState);
  const kind = CalendarSyncContext.useSelector(selectKind);
  const result = CalendarSyncContext.useSelector(selectResult);
  const failure = CalendarSyncContext.useSelector(selectFailure);
  const actor = CalendarSyncContext.useActorRef();
  const errorText = useErrorText();
  return (
    <div css={{ maxWidth: 900, margin: '0 auto', padding: 16, display: 'grid', gap: 16, minWidth: 0 }}>
      <PageTitle css={{ margin: 0 }}>{t(titleKey)}</PageTitle>
      <div aria-live="polite" css={{ display: 'grid', gap: 12, minWidth: 0 }}>
        {state === 'syncing' && (
          <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: 10 }}>
            <Spinner aria-hidden size={16} />
            {t('calendar:syncPage.syncing', { name: t(`calendar:kinds.${kind}.name`) })}
          </p>
        )}
        {state === 'failed' && failure && (
          <Alert role="alert">{t('calendar:syncPage.failed', { message: errorText(failure) })}</Alert>
        )}
        {state === 'done' && result && <SyncResultView result={result} headingLevel={2} />}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        <Button
          variant="secondary"
          disabled={state === 'syncing'}
          onClick={() => actor.send({ type: 'retry' })}
        >
          {t('calendar:syncPage.again')}
        </Button>
        <Link href={pathTo('/meetings')}>{t('calendar:syncPage.toMeetings')}</Link>
        <Link href={pathTo('/config/calendar')}>{t('calendar:syncPage.toSettings')}</Link>
      </div>
    </div>
  );
}
