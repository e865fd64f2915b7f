import { useTranslation } from 'react-i18next';
import type { SharedMeeting } from '../../../api-contract/share.ts';
import { selectMeeting, selectTranscriptRef } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { AnswerList } from '../../meetings/meeting-detail/AnswerList.tsx';
import { clock } from '../../meetings/meeting-detail/clock.ts';
import { SaidFact, type TranscriptRef } from '../../meetings/meeting-detail/SaidFact.tsx';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { Subheading, SummaryText } from '../../meetings/meeting-detail/SummaryFacts.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

type Said = { text: string; speaker: string; segmentId: string; startSeconds?: number | undefined };

/** Things said, each playing the recording where it was said when clicked. */
function SaidList({
  items,
  transcript,
}: {
  items: readonly (Said & { label?: string })[];
  transcript: TranscriptRef;
}) {
  return (
    // A seeking button is inline-block: aligned at its top, the bullet sits beside its first line; each is a
    // touch target of at least 24 px with room around it (WCAG 2.5.8).
    <ul
      css={{
        margin: 0,
        paddingLeft: 20,
        '& > li + li': { marginTop: 8 },
        '& > li > button': { verticalAlign: 'top', minHeight: 24, minWidth: 24 },
      }}
    >
      {items.map((item) => (
        <li key={`${item.segmentId}-${item.label ?? ''}-${item.text}`}>
          <SaidFact said={item} transcript={transcript}>
            {item.label && <strong>{item.label}: </strong>}
            {item.text}{' '}
            <Muted as="span">
              — {item.speaker}
              {item.startSeconds === undefined ? '' : ` · ${clock(item.startSeconds)}`}
            </Muted>
          </SaidFact>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the owner shares of the meeting's reading: the summary and topics, the next steps, and only when the owner
 * turned them on, the team's internal notes (objections, amounts and dates, the template's answers). The server
 * sends nothing else, so a part left out is simply not here.
 */
export function SharedSummary() {
  const { t } = useTranslation();
  const meeting = SharedMeetingContext.useSelector(selectMeeting);
  const transcript = SharedMeetingContext.useSelector(selectTranscriptRef);
  if (!meeting) return null;
  const { shows } = meeting;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      {shows.summary && (
        <Section title={t('meetingDetail:enrichment.title')}>
          {meeting.summary ? (
            <>
              <SummaryText summary={meeting.summary.summary} transcript={transcript} />
              {meeting.summary.topics.length > 0 && (
                <>
                  <Subheading>{t('meetingDetail:enrichment.topics')}</Subheading>
                  <p css={{ margin: 0 }}>
                    {meeting.summary.topics
                      .map((topic) =>
                        t('meetingDetail:enrichment.topicMentions', {
                          term: topic.term,
                          count: topic.mentions,
                        }),
                      )
                      .join(' · ')}
                  </p>
                </>
              )}
            </>
          ) : (
            <Muted>{t('share:guest.noSummary')}</Muted>
          )}
        </Section>
      )}
      {shows.nextSteps && (
        <Section title={t('meetingDetail:enrichment.nextSteps')}>
          {meeting.nextSteps && meeting.nextSteps.length > 0 ? (
            <SaidList items={meeting.nextSteps} transcript={transcript} />
          ) : (
            <Muted>{t('meetingDetail:enrichment.noNextSteps')}</Muted>
          )}
        </Section>
      )}
      {meeting.internalNotes && <InternalNotes notes={meeting.internalNotes} transcript={transcript} />}
    </div>
  );
}

function InternalNotes({
  notes,
  transcript,
}: {
  notes: NonNullable<SharedMeeting['internalNotes']>;
  transcript: TranscriptRef;
}) {
  const { t } = useTranslation();
  const valued = [...notes.amounts, ...notes.dates]
    .sort((a, b) => (a.startSeconds ?? 0) - (b.startSeconds ?? 0))
    .map((fact) => ({ ...fact, label: fact.value }));
  const objections = notes.objections.map((objection) => ({
    ...objection,
    label: objection.kind.charAt(0).toLocaleUpperCase('pt-BR') + objection.kind.slice(1),
  }));
  return (
    <Section title={t('share:guest.internalNotes')}>
      <Subheading>{t('meetingDetail:enrichment.objections')}</Subheading>
      {objections.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noObjections')}</Muted>
      ) : (
        <SaidList items={objections} transcript={transcript} />
      )}
      <Subheading>{t('meetingDetail:enrichment.amountsAndDates')}</Subheading>
      {valued.length === 0 ? (
        <Muted>{t('meetingDetail:enrichment.noAmountsOrDates')}</Muted>
      ) : (
        <SaidList items={valued} transcript={transcript} />
      )}
      <Subheading>{t('meetingDetail:answers.title')}</Subheading>
      {notes.answers.length === 0 ? (
        <Muted>{t('meetingDetail:answers.none')}</Muted>
      ) : (
        <AnswerList answers={notes.answers} transcript={transcript} />
      )}
    </Section>
  );
}
