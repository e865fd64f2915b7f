import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import {
  selectBotLeads,
  selectBotStatusRef,
  selectFailure,
  selectPageState,
  selectStatus,
} from '../../../machines/meetings/meeting-detail/selectors.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useWhenDone } from '../../hooks/use-when-done.ts';
import { BotPanel } from './BotPanel.tsx';
import { MeetingContent } from './MeetingContent.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { MeetingHeader } from './MeetingHeader.tsx';
import { SharePanel } from './SharePanel.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { pathTo } from '../../../domain/route-paths.ts';

// The page ends clear of the floating WhatsApp button (56 px, 24 px from the corner): the chat's last
// question and its citation chips can always scroll above it.
const Page = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  maxWidth: 1200,
  paddingBottom: 96,
});

const Back = styled.nav(({ theme }) => ({
  '& a': { color: theme.colors.primary, fontWeight: 600, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
}));

/*
 * What the meeting was leads: its summary, answers and coaching beside the recording and transcript. The
 * bot's log leads only while the bot is still at work; the sharing card and a settled bot's log (folded into
 * "Detalhes do bot") follow the content, as details. The administrative actions are behind "Mais ações".
 */
function ReadyPage() {
  const botRef = MeetingDetailContext.useSelector(selectBotStatusRef);
  const botStatus = useSelector(botRef, (snapshot) => snapshot?.context.status ?? null);
  const botLeads = MeetingDetailContext.useSelector((snapshot) =>
    selectBotLeads(selectStatus(snapshot, botStatus)),
  );
  return (
    <>
      <MeetingHeader />
      {botLeads && <BotPanel />}
      <MeetingContent />
      <SharePanel />
      {!botLeads && <BotPanel folded />}
    </>
  );
}

export function MeetingDetailScreen() {
  const { t } = useTranslation();
  const state = MeetingDetailContext.useSelector(selectPageState);
  const failure = MeetingDetailContext.useSelector(selectFailure);
  const errorText = useErrorText();
  const actor = MeetingDetailContext.useActorRef();
  const [, navigate] = useLocation();

  // A deleted meeting ends the page's actor: back to the list, which the meetings cache already updated.
  useWhenDone(actor, () => navigate(pathTo('/meetings'), { replace: true }));

  return (
    <Page>
      <Back>
        <Link href={pathTo('/meetings')}>← {t('meetingDetail:back')}</Link>
      </Back>
      {state === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden />
          {t('meetingDetail:loading')}
        </output>
      )}
      {state === 'failed' && (
        <ErrorState
          title={t('meetingDetail:failed.title')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'meeting.retry' })}
        />
      )}
      {state === 'notFound' && (
        <EmptyState
          title={t('meetingDetail:notFound.title')}
          description={t('meetingDetail:notFound.description')}
        />
      )}
      {state === 'ready' && <ReadyPage />}
    </Page>
  );
}
