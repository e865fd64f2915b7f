import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  selectContentFailure,
  selectContentState,
} from '../../../machines/meetings/meeting-detail/selectors.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AnswersPanel } from './AnswersPanel.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { CoachingPanel } from './CoachingPanel.tsx';
import { EnrichmentPanel } from './EnrichmentPanel.tsx';
import { MediaPlayer } from './MediaPlayer.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { TranscriptPanel } from './TranscriptPanel.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { useFeatureOn } from '../../contexts/company-features.tsx';
import { mediaTwoColumns } from './two-columns.ts';

/*
 * Wide: the insights, then the chat, on the left; the recording and the transcript on the right, in a column
 * that stays in view (sticky) and is at most the window's height, so a long transcript scrolls inside a box as
 * tall as the window, never a short one beside a blank half page. Narrow: one column and one scroll, in the
 * page's order (insights, recording, transcript, chat).
 */
const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 20,
  alignItems: 'start',
  [mediaTwoColumns]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateAreas: '"insights media" "chat media"',
  },
});

const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 20, minWidth: 0 });

const Insights = styled(Column)({ [mediaTwoColumns]: { gridArea: 'insights' } });

const Chat = styled(Column)({ [mediaTwoColumns]: { gridArea: 'chat' } });

const Media = styled(Column)({
  [mediaTwoColumns]: { gridArea: 'media', position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)' },
});

/**
 * Summary, answers, coaching and the chat (what the meeting was) beside the recording and transcript: they load
 * together after the header.
 */
export function MeetingContent() {
  const { t } = useTranslation();
  const actor = MeetingDetailContext.useActorRef();
  const state = MeetingDetailContext.useSelector(selectContentState);
  const failure = MeetingDetailContext.useSelector(selectContentFailure);
  const errorText = useErrorText();
  // The company may have turned the AI chat off (GET /api/company-features): then no chat panel.
  const chatOn = useFeatureOn('chat');

  if (state === 'loading') {
    return (
      <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Spinner aria-hidden />
        {t('meetingDetail:transcript.loading')}
      </output>
    );
  }
  if (state === 'failed') {
    return (
      <ErrorState
        title={t('meetingDetail:transcript.failed')}
        description={failure ? errorText(failure) : ''}
        retryLabel={t('common:retry')}
        onRetry={() => actor.send({ type: 'content.retry' })}
      />
    );
  }
  return (
    <Layout>
      <Insights>
        <EnrichmentPanel />
        <AnswersPanel />
        <CoachingPanel />
      </Insights>
      <Media>
        <MediaPlayer />
        <TranscriptPanel />
      </Media>
      {chatOn && (
        <Chat>
          <ChatPanel />
        </Chat>
      )}
    </Layout>
  );
}
