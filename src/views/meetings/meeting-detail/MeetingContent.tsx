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

const Columns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 20,
  alignItems: 'start',
  [mediaTwoColumns]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});

const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 20, minWidth: 0 });

/**
 * Summary, answers and coaching (what the meeting was) beside the recording, transcript and chat: they load
 * together after the header. On a narrow screen, one column in that order.
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
    <Columns>
      <Column>
        <EnrichmentPanel />
        <AnswersPanel />
        <CoachingPanel />
      </Column>
      <Column>
        <MediaPlayer />
        <TranscriptPanel />
        {chatOn && <ChatPanel />}
      </Column>
    </Columns>
  );
}
