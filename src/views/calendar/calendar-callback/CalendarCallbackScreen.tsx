import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectCallbackFailure,
  selectConnectedAccount,
  selectIsRedirecting,
  selectIsRefused,
  selectKind,
} from '../../../machines/calendar/calendar-callback/selectors.ts';
import type { CalendarKind } from '../../../api-contract/calendar.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CalendarCallbackContext } from './calendar-callback-context.ts';
import { pathTo } from '../../../domain/route-paths.ts';

const pageCss = { maxWidth: 640, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;
const linksCss = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;
const cardCss = { display: 'grid', gap: 12 } as const;
const headingCss = { margin: 0, fontSize: 18 } as const;

/** Each calendar's texts (the same keys in both namespaces) and its sync page. */
const namespaces: Record<CalendarKind, string> = { google: 'googleCalendar', outlook: 'outlookCalendar' };
const syncPages: Record<CalendarKind, string> = {
  google: pathTo('/meetings/synccalendar'),
  outlook: pathTo('/meetings/synccalendaroutlook'),
};

/** The exchange under way, then its outcome: connected as whom, refused at the provider, or failed. */
export function CalendarCallbackScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actor = CalendarCallbackContext.useActorRef();
  const kind = CalendarCallbackContext.useSelector(selectKind);
  const account = CalendarCallbackContext.useSelector(selectConnectedAccount);
  const refused = CalendarCallbackContext.useSelector(selectIsRefused);
  const error = CalendarCallbackContext.useSelector(selectCallbackFailure);
  const redirecting = CalendarCallbackContext.useSelector(selectIsRedirecting);
  const text = (key: string, values?: Record<string, string>) => t(`${namespaces[kind]}:${key}`, values);
  const back = <Link href={pathTo('/config/calendar')}>{text('backToSettings')}</Link>;
  const retry = <Button onClick={() => actor.send({ type: 'retry' })}>{text('retry')}</Button>;

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t(titleKey)}</PageTitle>
      {account ? (
        <OutcomeCard
          id={`${kind}-connected-title`}
          title={text('connectedTitle')}
          body={
            <output css={{ display: 'block', margin: 0 }}>{text('connectedAs', { email: account })}</output>
          }
          links={<Link href={syncPages[kind]}>{text('syncNow')}</Link>}
          back={back}
        />
      ) : refused || error ? (
        <OutcomeCard
          id={`${kind}-${refused ? 'refused' : 'failed'}-title`}
          title={text(refused ? 'refusedTitle' : 'failedTitle')}
          body={
            <p role="alert" css={{ margin: 0 }}>
              {error ? errorText(error) : text('refused')}
            </p>
          }
          links={retry}
          back={back}
        />
      ) : (
        <output aria-live="polite" css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {text(redirecting ? 'redirecting' : 'exchanging')}
        </output>
      )}
    </div>
  );
}

/** One outcome: its heading, what happened, the way on and the way back to the settings. */
function OutcomeCard(props: {
  id: string;
  title: string;
  body: ReactNode;
  links: ReactNode;
  back: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={props.id} css={cardCss}>
      <h2 id={props.id} css={headingCss}>
        {props.title}
      </h2>
      {props.body}
      <div css={linksCss}>
        {props.links}
        {props.back}
      </div>
    </Card>
  );
}
