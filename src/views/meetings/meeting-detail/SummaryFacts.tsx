import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Enrichment } from '../../../api-contract/meeting-detail.ts';
import {
  citedSummary,
  summaryMeetingIds,
} from '../../../machines/meetings/meeting-detail/summary-citations.ts';
import { selectLines } from '../../../machines/transcripts/transcript/selectors.ts';
import { AnswerText } from './ChatMessage.tsx';
import { clock } from './clock.ts';
import { SaidFact, type TranscriptRef } from './SaidFact.tsx';
import { Muted } from './Section.tsx';

export const Subheading = styled.h3({ margin: '8px 0 4px', fontSize: 15 });

const Chip = styled.li({ padding: '2px 10px', borderRadius: 999, border: '1px solid currentColor' });
const chipList = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
} as const;

/**
 * The summary's statements with the chat's citation chips (time and speaker) where it names their moment;
 * a chip plays the line. Without the transcript (not loaded yet) it is the text as written.
 */
export function SummaryText({ summary, transcript }: { summary: string; transcript: TranscriptRef }) {
  const lines = useSelector(transcript, (snapshot) => (snapshot ? selectLines(snapshot) : undefined));
  if (!lines || !transcript) return <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{summary}</p>;
  const { content, citations } = citedSummary(summary, lines);
  return (
    <AnswerText
      content={content}
      citations={citations}
      contextMeetingIds={summaryMeetingIds}
      onCitation={(citation) =>
        transcript.send({
          type: 'segment.select',
          segmentId: citation.segmentId,
          seconds: citation.startSeconds,
        })
      }
    />
  );
}

/** Objection kinds come in Portuguese ("preço"), as the product speaks. */
const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);

export type SummaryFactsData = Pick<Enrichment, 'summary' | 'nextSteps' | 'topics'> &
  Partial<Pick<Enrichment, 'objections' | 'amounts' | 'dates' | 'byEmbeddedAi'>>;

/**
 * The summary, its next steps, objections, amounts and dates, and topics: what the meeting page and a shared
 * meeting's guests both read. Each thing said plays the recording at its moment when clicked.
 */
export function SummaryFacts({
  summary,
  transcript,
}: {
  summary: SummaryFactsData;
  transcript: TranscriptRef;
}) {
  const { t } = useTranslation();
  const objections = summary.objections ?? [];
  const valued = [...(summary.amounts ?? []), ...(summary.dates ?? [])].sort(
    (a, b) => (a.startSeconds ?? 0) - (b.startSeconds ?? 0),
  );
  const when = (startSeconds: number | undefined) =>
    startSeconds === undefined ? '' : ` · ${clock(startSeconds)}`;
  return (
    <>
      <SummaryText summary={summary.summary} transcript={transcript} />
      {summary.byEmbeddedAi && <Muted role="note">{t('meetingDetail:enrichment.byEmbeddedAi')}</Muted>}
      <Subheading>{t('meetingDetail:enrichment.nextSteps')}</Subheading>
      {summary.nextSteps.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noNextSteps')}</Muted>
      ) : (
        <ul css={{ margin: 0, paddingLeft: 20 }}>
          {summary.nextSteps.map((step) => (
            <li key={step.segmentId}>
              <SaidFact said={step} transcript={transcript}>
                {step.text}{' '}
                <Muted as="span">
                  — {step.speaker}
                  {when(step.startSeconds)}
                </Muted>
              </SaidFact>
            </li>
          ))}
        </ul>
      )}
      <Subheading>{t('meetingDetail:enrichment.objections')}</Subheading>
      {objections.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noObjections')}</Muted>
      ) : (
        <ul css={{ margin: 0, paddingLeft: 20 }}>
          {objections.map((objection) => (
            <li key={`${objection.segmentId}-${objection.kind}`}>
              <SaidFact said={objection} transcript={transcript}>
                <strong>{capitalised(objection.kind)}:</strong> {objection.text}{' '}
                <Muted as="span">
                  — {objection.speaker}
                  {when(objection.startSeconds)}
                </Muted>
              </SaidFact>
            </li>
          ))}
        </ul>
      )}
      <Subheading>{t('meetingDetail:enrichment.amountsAndDates')}</Subheading>
      {valued.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noAmountsOrDates')}</Muted>
      ) : (
        <ul aria-label={t('meetingDetail:enrichment.amountsAndDates')} css={chipList}>
          {valued.map((fact) => (
            <Chip key={`${fact.segmentId}-${fact.value}`} title={fact.text}>
              <SaidFact said={fact} transcript={transcript}>
                {fact.value}
              </SaidFact>
            </Chip>
          ))}
        </ul>
      )}
      <Subheading>{t('meetingDetail:enrichment.topics')}</Subheading>
      {summary.topics.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noTopics')}</Muted>
      ) : (
        <ul css={chipList}>
          {summary.topics.map((topic) => (
            <Chip key={topic.term}>
              {t('meetingDetail:enrichment.topicMentions', { term: topic.term, count: topic.mentions })}
            </Chip>
          ))}
        </ul>
      )}
    </>
  );
}
