import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bandVerdict, coachingBands } from '../../../domain/coaching/bands.ts';
import { selectContent, selectTranscriptRef } from '../../../machines/meetings/meeting-detail/selectors.ts';
import { segmentAt } from '../../../machines/transcripts/transcript/search.ts';
import {
  coachingMetricKeySchema,
  type CoachingMoment,
  type MeetingCoaching,
} from '../../../api-contract/coaching.ts';
import type { TranscriptSegment } from '../../../api-contract/transcription.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { clock } from './clock.ts';
import { formatBand, formatCoachingValue } from './coaching-format.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';
import type { TranscriptRef } from './SaidFact.tsx';
import { Subheading } from './SummaryFacts.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import coachingTexts from '../../../i18n/resources/pt-BR/coaching.ts';

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 10 });

const Metric = styled.li(({ theme }) => ({
  display: 'grid',
  gap: 2,
  paddingBottom: 10,
  borderBottom: `1px solid ${theme.colors.border}`,
}));

// The verdict is written out; the colour and the mark only repeat it.
const Verdict = styled.span<{ verdict: 'within' | 'off' | 'unknown' }>(({ theme, verdict }) => ({
  fontWeight: 600,
  color:
    verdict === 'within'
      ? theme.colors.success
      : verdict === 'off'
        ? theme.colors.warning
        : theme.colors.textMuted,
}));

const Seek = styled.button(({ theme }) => ({
  padding: '4px 0',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

const marks = { within: '✓', above: '↑', below: '↓' } as const;

/** The call's coaching figures beside their target bands, and the moments off target to listen to. */
export function CoachingPanel() {
  usePageTexts({ coaching: coachingTexts });
  const { t } = useTranslation();
  const coaching = MeetingDetailContext.useSelector((snapshot) => selectContent(snapshot)?.coaching ?? null);
  const segments = MeetingDetailContext.useSelector(
    (snapshot) => selectContent(snapshot)?.transcription?.segments,
  );
  const transcript = MeetingDetailContext.useSelector(selectTranscriptRef);
  return (
    <Section title={t('coaching:title')}>
      {!coaching ? (
        <Muted>{t('coaching:none')}</Muted>
      ) : (
        <>
          <Muted>
            {coaching.sellerSpeakers.length > 0
              ? t('coaching:sellers', { names: coaching.sellerSpeakers.join(', ') })
              : t('coaching:noSeller')}
          </Muted>
          <Metrics coaching={coaching} />
          <Subheading>{t('coaching:moments.title')}</Subheading>
          {coaching.moments.length === 0 ? (
            <Muted>{t('coaching:moments.none')}</Muted>
          ) : (
            <List aria-label={t('coaching:moments.title')}>
              {coaching.moments.map((moment) => (
                <li key={`${moment.metric}-${moment.startSeconds}`}>
                  <Moment moment={moment} segments={segments ?? []} transcript={transcript} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </Section>
  );
}

function Metrics({ coaching }: { coaching: MeetingCoaching }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('coaching:metricsLabel')}>
      {coachingMetricKeySchema.options.map((metric) => {
        const value = coaching.metrics[metric];
        const band = coachingBands[metric];
        const verdict = bandVerdict(metric, value);
        return (
          <Metric key={metric}>
            <span>
              {t(`coaching:metric.${metric}`)}: <strong>{formatCoachingValue(t, band.unit, value)}</strong>
            </span>
            <span>
              {formatBand(t, band)} ·{' '}
              <Verdict verdict={verdict === null ? 'unknown' : verdict === 'within' ? 'within' : 'off'}>
                {verdict && <span aria-hidden>{marks[verdict]} </span>}
                {t(`coaching:verdict.${verdict ?? 'unknown'}`)}
              </Verdict>
            </span>
          </Metric>
        );
      })}
    </List>
  );
}

/** A moment off target; a click plays the recording there, the way a transcript line does. */
function Moment({
  moment,
  segments,
  transcript,
}: {
  moment: CoachingMoment;
  segments: readonly TranscriptSegment[];
  transcript: TranscriptRef;
}) {
  const { t } = useTranslation();
  const unit = coachingBands[moment.metric].unit;
  const value = formatCoachingValue(t, unit === 'perMinute' ? 'count' : unit, moment.value);
  const description = t(`coaching:moments.${moment.metric}`, { value, speaker: moment.speaker });
  const time = clock(moment.startSeconds);
  const segmentId = segmentAt(segments, moment.startSeconds) ?? segments[0]?.id;
  if (!transcript || !segmentId) {
    return (
      <span>
        {time} · {description}
      </span>
    );
  }
  return (
    <Seek
      type="button"
      onClick={() => transcript.send({ type: 'segment.select', segmentId, seconds: moment.startSeconds })}
    >
      {time} · {description} <VisuallyHidden>{t('coaching:moments.play')}</VisuallyHidden>
    </Seek>
  );
}
