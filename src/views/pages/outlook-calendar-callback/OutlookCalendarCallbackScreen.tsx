import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectCallbackError,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
} from '../../../machines/outlook-calendar-callback/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { OutlookCalendarCallbackContext } from './outlook-calendar-callback-context.ts';

const pageCss = { maxWidth: 640, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;
const linksCss = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;

/** The exchange under way, then its outcome: connected as whom, refused at Microsoft, or failed. */
export function OutlookCalendarCallbackScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actor = OutlookCalendarCallbackContext.useActorRef();
  const account = OutlookCalendarCallbackContext.useSelector(selectConnectedAccount);
  const refused = OutlookCalendarCallbackContext.useSelector(selectIsRefused);
  const error = OutlookCalendarCallbackContext.useSelector(selectCallbackError);
  const redirecting = OutlookCalendarCallbackContext.useSelector(selectIsRedirecting);
  const back = <Link href="/config/calendar">{t('outlookCalendar:backToSettings')}</Link>;
  const retry = <Button onClick={() => actor.send({ type: 'retry' })}>{t('outlookCalendar:retry')}</Button>;

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.authCalendarOutlook')}</PageTitle>
      {account ? (
        <Card as="section" aria-labelledby="outlook-connected-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="outlook-connected-title" css={{ margin: 0, fontSize: 18 }}>
            {t('outlookCalendar:connectedTitle')}
          </h2>
          <output css={{ display: 'block', margin: 0 }}>
            {t('outlookCalendar:connectedAs', { email: account })}
          </output>
          <div css={linksCss}>
            <Link href="/meetings/synccalendaroutlook">{t('outlookCalendar:syncNow')}</Link>
            {back}
          </div>
        </Card>
      ) : refused ? (
        <Card as="section" aria-labelledby="outlook-refused-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="outlook-refused-title" css={{ margin: 0, fontSize: 18 }}>
            {t('outlookCalendar:refusedTitle')}
          </h2>
          <p role="alert" css={{ margin: 0 }}>
            {t('outlookCalendar:refused')}
          </p>
          <div css={linksCss}>
            {retry}
            {back}
          </div>
        </Card>
      ) : error ? (
        <Card as="section" aria-labelledby="outlook-failed-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="outlook-failed-title" css={{ margin: 0, fontSize: 18 }}>
            {t('outlookCalendar:failedTitle')}
          </h2>
          <p role="alert" css={{ margin: 0 }}>
            {errorText(error)}
          </p>
          <div css={linksCss}>
            {retry}
            {back}
          </div>
        </Card>
      ) : (
        <output aria-live="polite" css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t(redirecting ? 'outlookCalendar:redirecting' : 'outlookCalendar:exchanging')}
        </output>
      )}
    </div>
  );
}
