import { useTranslation } from 'react-i18next';
import { selectMeeting, selectPageState } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { Card } from '../../components/Card.tsx';
import { Logo } from '../../components/Logo.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedMeetingView } from './SharedMeetingView.tsx';
import { SharedPlayer } from './SharedPlayer.tsx';

/**
 * The guest's page: a header with the company that shared the meeting (known once the link opens), then one
 * centred column with the password form, the expired link's message, or the meeting as a guest sees it.
 */
export function SharedMeetingScreen() {
  const { t } = useTranslation();
  const state = SharedMeetingContext.useSelector(selectPageState);
  const companyName = SharedMeetingContext.useSelector((snapshot) => selectMeeting(snapshot)?.companyName);
  return (
    <>
      {/* React hoists these into <head> while the page is mounted: search engines skip the page, and no
          request from it tells another site the link (the server sends the same as headers). */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <header
        css={(theme) => ({
          borderBottom: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
        })}
      >
        <div
          css={{
            maxWidth: 1100,
            margin: '0 auto',
            padding: '14px 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
          }}
        >
          <Logo size={32} />
          <p css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {companyName
              ? t('share:guest.sharedBy', { company: companyName })
              : t('pages:titles.sharedMeeting')}
          </p>
        </div>
      </header>
      <div css={{ maxWidth: 1100, margin: '0 auto', padding: '40px 24px 64px' }}>
        {state === 'open' && <SharedMeetingView />}
        {state === 'recordingOnly' && <RecordingOnly />}
        {state === 'expired' && <ExpiredLink />}
        {state !== 'open' && state !== 'recordingOnly' && state !== 'expired' && <PasswordForm />}
      </div>
    </>
  );
}

/**
 * The server offers only the spec's recording call (docs/api-conformance.md): the player, and a plain word
 * that the transcript, summary and details are not available here.
 */
function RecordingOnly() {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <PageTitle>{t('pages:titles.sharedMeeting')}</PageTitle>
      <output css={{ display: 'block' }}>{t('share:guest.recordingOnly')}</output>
      <SharedPlayer />
    </div>
  );
}

/** The link's day is past: nothing for the guest to try, only the owner can give it a new one. */
function ExpiredLink() {
  const { t } = useTranslation();
  return (
    <Card css={{ maxWidth: 480, margin: '0 auto', display: 'grid', gap: 16 }}>
      <PageTitle>{t('pages:titles.sharedMeeting')}</PageTitle>
      <Alert role="alert">{t('share:guest.expired')}</Alert>
    </Card>
  );
}
