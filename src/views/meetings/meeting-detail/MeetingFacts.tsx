import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

/** The facts under a meeting's title, as a definition list: the meeting page's and the guest page's. */
export const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 12,
  margin: 0,
  // Participants' names are whatever the transcript calls them, however long.
  overflowWrap: 'anywhere',
  '& dt': { fontSize: 12, fontWeight: 600, textTransform: 'uppercase', color: theme.colors.textMuted },
  '& dd': { margin: '2px 0 0', color: theme.colors.text },
}));

export function DateFact({ startTime }: { startTime: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{t('meetingDetail:header.date')}</dt>
      <dd>
        <time dateTime={startTime}>
          {t('meetingDetail:header.startsAt', {
            value: new Date(startTime),
            formatParams: { value: { dateStyle: 'long', timeStyle: 'short' } },
          })}
        </time>
      </dd>
    </div>
  );
}

export function ParticipantsFact({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{t('meetingDetail:header.participants')}</dt>
      <dd>{names.join(', ') || t('meetingDetail:header.noParticipants')}</dd>
    </div>
  );
}
