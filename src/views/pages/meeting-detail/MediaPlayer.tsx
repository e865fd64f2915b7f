import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectContent, selectTranscriptRef } from '../../../machines/meeting-detail/selectors.ts';
import { selectSeek } from '../../../machines/transcript/selectors.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';

/**
 * The recording from its signed URL. It tells the transcript where playback is ('player.timeUpdate') and
 * jumps when the transcript asks (a line or a passage was clicked).
 */
export function MediaPlayer() {
  const { t } = useTranslation();
  const media = MeetingDetailContext.useSelector((snapshot) => selectContent(snapshot)?.media ?? null);
  const transcriptRef = MeetingDetailContext.useSelector(selectTranscriptRef);
  const seek = useSelector(transcriptRef, (snapshot) => (snapshot ? selectSeek(snapshot) : null));
  const element = useRef<HTMLMediaElement | null>(null);

  useEffect(() => {
    const player = element.current;
    if (!seek || !player) return;
    player.currentTime = seek.seconds;
  }, [seek]);

  const onTimeUpdate = () => {
    if (element.current)
      transcriptRef?.send({ type: 'player.timeUpdate', seconds: element.current.currentTime });
  };

  return (
    <Section title={t('meetingDetail:player.title')}>
      {!media ? (
        <Muted>{t('meetingDetail:player.none')}</Muted>
      ) : media.kind === 'video' ? (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript beside it is the text alternative
        <video
          ref={(node) => {
            element.current = node;
          }}
          src={media.url}
          controls
          preload="metadata"
          aria-label={t('meetingDetail:player.video')}
          onTimeUpdate={onTimeUpdate}
          onSeeked={onTimeUpdate}
          css={{ width: '100%', borderRadius: 12, background: '#000' }}
        />
      ) : (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript beside it is the text alternative
        <audio
          ref={(node) => {
            element.current = node;
          }}
          src={media.url}
          controls
          preload="metadata"
          aria-label={t('meetingDetail:player.audio')}
          onTimeUpdate={onTimeUpdate}
          onSeeked={onTimeUpdate}
          css={{ width: '100%' }}
        />
      )}
    </Section>
  );
}
