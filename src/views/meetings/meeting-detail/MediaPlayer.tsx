import { useTranslation } from 'react-i18next';
import { selectContent, selectTranscriptRef } from '../../../machines/meetings/meeting-detail/selectors.ts';
import { useTranscriptPlayer } from '../../hooks/use-transcript-player.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';

/**
 * The recording from its signed URL. It tells the transcript where playback is ('player.timeUpdate') and
 * jumps when the transcript asks (a line or a passage was clicked).
 */
export function MediaPlayer() {
  const { t } = useTranslation();
  const media = MeetingDetailContext.useSelector((snapshot) => selectContent(snapshot)?.media ?? null);
  const player = useTranscriptPlayer(MeetingDetailContext.useSelector(selectTranscriptRef));

  return (
    <Section title={t('meetingDetail:player.title')}>
      {!media ? (
        <Muted>{t('meetingDetail:player.none')}</Muted>
      ) : media.kind === 'video' ? (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript beside it is the text alternative
        <video
          {...player}
          src={media.url}
          controls
          preload="metadata"
          aria-label={t('meetingDetail:player.video')}
          css={{ width: '100%', borderRadius: 12, background: '#000' }}
        />
      ) : (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript beside it is the text alternative
        <audio
          {...player}
          src={media.url}
          controls
          preload="metadata"
          aria-label={t('meetingDetail:player.audio')}
          css={{ width: '100%' }}
        />
      )}
    </Section>
  );
}
