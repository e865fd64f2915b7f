import { useTranslation } from 'react-i18next';
import { selectMeeting, selectTranscriptRef } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { AnswerList } from '../../meetings/meeting-detail/AnswerList.tsx';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { SummaryFacts } from '../../meetings/meeting-detail/SummaryFacts.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

/** Summary, next steps, topics and the template's answers; a cited passage plays the recording there. */
export function SharedSummary() {
  const { t } = useTranslation();
  const meeting = SharedMeetingContext.useSelector(selectMeeting);
  const transcript = SharedMeetingContext.useSelector(selectTranscriptRef);
  if (!meeting) return null;
  const { summary, answers } = meeting;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <Section title={t('meetingDetail:enrichment.title')}>
        {!summary ? (
          <Muted>{t('share:guest.noSummary')}</Muted>
        ) : (
          <SummaryFacts summary={summary} transcript={transcript} />
        )}
      </Section>
      <Section title={t('meetingDetail:answers.title')}>
        {answers.length === 0 ? (
          <Muted>{t('meetingDetail:answers.none')}</Muted>
        ) : (
          <AnswerList answers={answers} transcript={transcript} />
        )}
      </Section>
    </div>
  );
}
