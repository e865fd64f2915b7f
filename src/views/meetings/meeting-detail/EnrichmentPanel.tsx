import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { selectContent, selectTranscriptRef } from '../../../machines/meetings/meeting-detail/selectors.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';
import { Subheading, SummaryFacts } from './SummaryFacts.tsx';

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
  const transcript = MeetingDetailContext.useSelector(selectTranscriptRef);
  return (
    <Section title={t('meetingDetail:enrichment.title')}>
      {!enrichment ? (
        <Muted>{t('meetingDetail:enrichment.none')}</Muted>
      ) : (
        <>
          <SummaryFacts summary={enrichment} transcript={transcript} />
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
