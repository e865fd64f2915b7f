import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectCallbackError,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
} from '../../../machines/google-calendar-callback/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { GoogleCalendarCallbackContext } from './google-calendar-callback-context.ts';

const pageCss = { maxWidth: 640, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;
const linksCss = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;

/** The exchange under way, then its outcome: connected as whom, refused at Google, or failed. */
export function GoogleCalendarCallbackScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actor = GoogleCalendarCallbackContext.useActorRef();
  const account = GoogleCalendarCallbackContext.useSelector(selectConnectedAccount);
  const refused = GoogleCalendarCallbackContext.useSelector(selectIsRefused);
  const error = GoogleCalendarCallbackContext.useSelector(selectCallbackError);
  const redirecting = GoogleCalendarCallbackContext.useSelector(selectIsRedirecting);
  const back = <Link href="/config/calendar">{t('googleCalendar:backToSettings')}</Link>;
  const retry = <Button onClick={() => actor.send({ type: 'retry' })}>{t('googleCalendar:retry')}</Button>;

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.authCalendar')}</PageTitle>
      {account ? (
        <Card as="section" aria-labelledby="google-connected-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="google-connected-title" css={{ margin: 0, fontSize: 18 }}>
            {t('googleCalendar:connectedTitle')}
          </h2>
          <output css={{ margin: 0 }}>{t('googleCalendar:connectedAs', { email: account })}</output>
          <div css={linksCss}>
            <Link href="/meetings/synccalendar">{t('googleCalendar:syncNow')}</Link>
            {back}
          </div>
        </Card>
      ) : refused ? (
        <Card as="section" aria-labelledby="google-refused-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="google-refused-title" css={{ margin: 0, fontSize: 18 }}>
            {t('googleCalendar:refusedTitle')}
          </h2>
          <p role="alert" css={{ margin: 0 }}>
            {t('googleCalendar:refused')}
          </p>
          <div css={linksCss}>
            {retry}
            {back}
          </div>
        </Card>
      ) : error ? (
        <Card as="section" aria-labelledby="google-failed-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="google-failed-title" css={{ margin: 0, fontSize: 18 }}>
            {t('googleCalendar:failedTitle')}
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
          {t(redirecting ? 'googleCalendar:redirecting' : 'googleCalendar:exchanging')}
        </output>
      )}
    </div>
  );
}
