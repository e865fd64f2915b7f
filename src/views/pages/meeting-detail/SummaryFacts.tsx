import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { Enrichment } from '../../../services/api/schemas/meeting-detail.ts';
import { Muted } from './Section.tsx';

export const Subheading = styled.h3({ margin: '8px 0 4px', fontSize: 15 });

/** The summary, its next steps and topics: what the meeting page and a shared meeting's guests both read. */
export function SummaryFacts({ summary }: { summary: Pick<Enrichment, 'summary' | 'nextSteps' | 'topics'> }) {
  const { t } = useTranslation();
  return (
    <>
      <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{summary.summary}</p>
      <Subheading>{t('meetingDetail:enrichment.nextSteps')}</Subheading>
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
      <Subheading>{t('meetingDetail:enrichment.topics')}</Subheading>
      {summary.topics.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noTopics')}</Muted>
      ) : (
        <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {summary.topics.map((topic) => (
            <li
              key={topic.term}
              css={{ padding: '2px 10px', borderRadius: 999, border: '1px solid currentColor' }}
            >
              {t('meetingDetail:enrichment.topicMentions', { term: topic.term, count: topic.mentions })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
