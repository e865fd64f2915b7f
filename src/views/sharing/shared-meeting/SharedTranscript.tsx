import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { selectTranscriptRef } from '../../../machines/sharing/shared-meeting/selectors.ts';
import type { transcriptMachine } from '../../../machines/transcripts/transcript/transcript.machine.ts';
import { useTranscriptLines } from '../../hooks/use-transcript-lines.ts';
import { Muted } from '../../meetings/meeting-detail/Section.tsx';
import { TranscriptLine, TranscriptLines } from '../../meetings/meeting-detail/TranscriptLine.tsx';
import { TranscriptSearch } from '../../meetings/meeting-detail/TranscriptSearch.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

/** The meeting page's transcript lines and search, read-only: a click plays the recording from that line. */
export function SharedTranscript() {
  const { t } = useTranslation();
  const transcript = SharedMeetingContext.useSelector(selectTranscriptRef);
  if (!transcript) return <Muted>{t('share:guest.noTranscript')}</Muted>;
  return <ReadOnlyTranscript transcript={transcript} />;
}

function ReadOnlyTranscript({ transcript }: { transcript: ActorRefFrom<typeof transcriptMachine> }) {
  const { t } = useTranslation();
  const { lines, lineState } = useTranscriptLines(transcript);
  if (lines.length === 0) return <Muted>{t('share:guest.noTranscript')}</Muted>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TranscriptSearch transcript={transcript} />
      <TranscriptLines aria-label={t('meetingDetail:transcript.linesLabel')}>
        {lines.map((segment) => (
          <TranscriptLine key={segment.id} segment={segment} {...lineState(segment.id)} />
        ))}
      </TranscriptLines>
    </div>
  );
}
