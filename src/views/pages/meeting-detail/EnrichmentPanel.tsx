import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { selectContent } from '../../../machines/meeting-detail/selectors.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';

const Subheading = styled.h3({ margin: '8px 0 4px', fontSize: 15 });

const Bar = styled.div(({ theme }) => ({
  height: 8,
  borderRadius: theme.radius.pill,
  background: theme.colors.primarySubtle,
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', background: theme.colors.primary },
}));

/** What the transcript says at a glance: summary, next steps, topics and who spoke how much. */
export function EnrichmentPanel() {
  const { t } = useTranslation();
  const enrichment = MeetingDetailContext.useSelector(
    (snapshot) => selectContent(snapshot)?.enrichment ?? null,
  );
  return (
    <Section title={t('meetingDetail:enrichment.title')}>
      {!enrichment ? (
        <Muted>{t('meetingDetail:enrichment.none')}</Muted>
      ) : (
        <>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{enrichment.summary}</p>
          <Subheading>{t('meetingDetail:enrichment.nextSteps')}</Subheading>
          {enrichment.nextSteps.length === 0 ? (
            <Muted>{t('meetingDetail:enrichment.noNextSteps')}</Muted>
          ) : (
            <ul css={{ margin: 0, paddingLeft: 20 }}>
              {enrichment.nextSteps.map((step) => (
                <li key={step.segmentId}>
                  {step.text} <Muted as="span">— {step.speaker}</Muted>
                </li>
              ))}
            </ul>
          )}
          <Subheading>{t('meetingDetail:enrichment.topics')}</Subheading>
          {enrichment.topics.length === 0 ? (
            <Muted>{t('meetingDetail:enrichment.noTopics')}</Muted>
          ) : (
            <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {enrichment.topics.map((topic) => (
                <li
                  key={topic.term}
                  css={{ padding: '2px 10px', borderRadius: 999, border: '1px solid currentColor' }}
                >
                  {t('meetingDetail:enrichment.topicMentions', { term: topic.term, count: topic.mentions })}
                </li>
              ))}
            </ul>
          )}
          <Subheading>{t('meetingDetail:enrichment.talkTime')}</Subheading>
          <ul
            aria-label={t('meetingDetail:enrichment.talkTime')}
            css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}
          >
            {enrichment.talkTime.map((share) => {
              const percent = Math.round(share.percentage);
              return (
                <li key={share.speaker}>
                  <span>{t('meetingDetail:enrichment.talkShare', { name: share.speaker, percent })}</span>
                  <Bar aria-hidden>
                    <span css={{ width: `${percent}%` }} />
                  </Bar>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
