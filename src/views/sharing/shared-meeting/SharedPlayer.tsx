import { useTranslation } from 'react-i18next';
import {
  selectRecording,
  selectTranscriptRef,
  selectVideoFailure,
} from '../../../machines/sharing/shared-meeting/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { useTranscriptPlayer } from '../../hooks/use-transcript-player.ts';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

/**
 * The recording from the share's signed URL (HTTP Range). It tells the transcript where playback is and jumps
 * when a line or a passage is clicked; when the URL stops working it says so, and the machine asks for a
 * fresh one (which also finds out whether the link was turned off).
 */
export function SharedPlayer() {
  const { t } = useTranslation();
  const actor = SharedMeetingContext.useActorRef();
  const recording = SharedMeetingContext.useSelector(
    selectRecording,
    (a, b) => a.kind === b.kind && ('url' in a ? a.url : null) === ('url' in b ? b.url : null),
  );
  const failure = SharedMeetingContext.useSelector(selectVideoFailure);
  const errorText = useErrorText();
  const player = useTranscriptPlayer(SharedMeetingContext.useSelector(selectTranscriptRef));
  const media = {
    ...player,
    controls: true,
    preload: 'metadata',
    onError: () => actor.send({ type: 'video.failed' }),
  };

  return (
    <Section title={t('meetingDetail:player.title')}>
      {recording.kind === 'loading' && <Muted>{t('meetingDetail:player.loading')}</Muted>}
      {recording.kind === 'none' && <Muted>{t('meetingDetail:player.none')}</Muted>}
      {recording.kind === 'failed' && (
        <div role="alert" css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <span>{failure ? errorText(failure) : t('meetingDetail:player.failed')}</span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'video.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {recording.kind === 'video' && (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript tab is the text alternative
        <video
          {...media}
          src={recording.url}
          aria-label={t('meetingDetail:player.video')}
          css={{ width: '100%', borderRadius: 12, background: '#000' }}
        />
      )}
      {recording.kind === 'audio' && (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript tab is the text alternative
        <audio
          {...media}
          src={recording.url}
          aria-label={t('meetingDetail:player.audio')}
          css={{ width: '100%' }}
        />
      )}
    </Section>
  );
}
