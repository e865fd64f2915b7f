import { useTranslation } from 'react-i18next';
import { selectMeeting, selectTranscriptRef } from '../../../machines/shared-meeting/selectors.ts';
import { clock } from '../meeting-detail/clock.ts';
import { Muted, Section } from '../meeting-detail/Section.tsx';
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
          <>
            <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{summary.summary}</p>
            <h3 css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('meetingDetail:enrichment.nextSteps')}</h3>
            {summary.nextSteps.length === 0 ? (
              <Muted>{t('meetingDetail:enrichment.noNextSteps')}</Muted>
            ) : (
              <ul css={{ margin: 0, paddingLeft: 20 }}>
                {summary.nextSteps.map((step) => (
                  <li key={step.segmentId}>
                    {step.text} <Muted as="span">— {step.speaker}</Muted>
                  </li>
                ))}
              </ul>
            )}
            <h3 css={{ margin: '8px 0 4px', fontSize: 15 }}>{t('meetingDetail:enrichment.topics')}</h3>
            {summary.topics.length === 0 ? (
              <Muted>{t('meetingDetail:enrichment.noTopics')}</Muted>
            ) : (
              <p css={{ margin: 0 }}>
                {summary.topics
                  .map((topic) =>
                    t('meetingDetail:enrichment.topicMentions', { term: topic.term, count: topic.mentions }),
                  )
                  .join(' · ')}
              </p>
            )}
          </>
        )}
      </Section>
      <Section title={t('meetingDetail:answers.title')}>
        {answers.length === 0 ? (
          <Muted>{t('meetingDetail:answers.none')}</Muted>
        ) : (
          <dl css={{ margin: 0, display: 'grid', gap: 16 }}>
            {answers.map((answer) => (
              <div key={answer.questionId}>
                <dt css={{ fontWeight: 700 }}>{answer.question}</dt>
                <dd css={{ margin: '4px 0 0', display: 'grid', gap: 6 }}>
                  {answer.answer === null ? (
                    <Muted>{t('meetingDetail:answers.noAnswer')}</Muted>
                  ) : (
                    <p css={{ margin: 0 }}>{answer.answer}</p>
                  )}
                  {answer.sources.map((source) => (
                    <button
                      key={`${source.segmentId}-${source.startSeconds}`}
                      type="button"
                      aria-label={t('meetingDetail:answers.playSource', {
                        time: clock(source.startSeconds),
                        quote: source.quote,
                      })}
                      onClick={() =>
                        transcript?.send({
                          type: 'segment.select',
                          segmentId: source.segmentId,
                          seconds: source.startSeconds,
                        })
                      }
                      css={(theme) => ({
                        padding: '6px 10px',
                        border: 0,
                        borderLeft: `3px solid ${theme.colors.primaryMild}`,
                        borderRadius: theme.radius.sm,
                        background: theme.colors.primarySubtle,
                        color: theme.colors.text,
                        font: 'inherit',
                        fontSize: 14,
                        textAlign: 'left',
                        cursor: 'pointer',
                      })}
                    >
                      {clock(source.startSeconds)} “{source.quote}”
                    </button>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
    </div>
  );
}
