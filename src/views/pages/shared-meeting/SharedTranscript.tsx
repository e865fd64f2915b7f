import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTranscriptRef } from '../../../machines/shared-meeting/selectors.ts';
import {
  selectActiveMatchId,
  selectCurrentSegmentId,
  selectLines,
  selectMatchIds,
  selectSelectedSegmentId,
} from '../../../machines/transcript/selectors.ts';
import { Muted } from '../meeting-detail/Section.tsx';
import { TranscriptLine } from '../meeting-detail/TranscriptLine.tsx';
import { TranscriptSearch } from '../meeting-detail/TranscriptSearch.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

/** The meeting page's transcript lines and search, read-only: a click plays the recording from that line. */
export function SharedTranscript() {
  const { t } = useTranslation();
  const transcript = SharedMeetingContext.useSelector(selectTranscriptRef);
  const lines = useSelector(transcript, (snapshot) => (snapshot ? selectLines(snapshot) : []));
  const matchIds = useSelector(transcript, (snapshot) => (snapshot ? selectMatchIds(snapshot) : []));
  const activeMatchId = useSelector(transcript, (snapshot) =>
    snapshot ? selectActiveMatchId(snapshot) : null,
  );
  const currentId = useSelector(transcript, (snapshot) =>
    snapshot ? selectCurrentSegmentId(snapshot) : null,
  );
  const selectedId = useSelector(transcript, (snapshot) =>
    snapshot ? selectSelectedSegmentId(snapshot) : null,
  );
  const matches = useMemo(() => new Set(matchIds), [matchIds]);
  const onSelect = useCallback(
    (segmentId: string) => transcript?.send({ type: 'segment.select', segmentId }),
    [transcript],
  );

  if (!transcript || lines.length === 0) return <Muted>{t('share:guest.noTranscript')}</Muted>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TranscriptSearch transcript={transcript} />
      <ol
        aria-label={t('meetingDetail:transcript.linesLabel')}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 2,
          maxHeight: 560,
          overflowY: 'auto',
        }}
      >
        {lines.map((segment) => (
          <TranscriptLine
            key={segment.id}
            segment={segment}
            current={segment.id === currentId}
            match={matches.has(segment.id)}
            active={segment.id === activeMatchId}
            focused={segment.id === activeMatchId || segment.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </div>
  );
}
