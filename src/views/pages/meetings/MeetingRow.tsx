import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/Badge.tsx';
import { durationParts, statusTone, type MeetingItem } from './meeting-view.ts';

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '6px 16px',
  padding: '16px 20px',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  transition: 'border-color 120ms ease',
  '&:hover': { borderColor: theme.colors.primaryMild },
}));

const Title = styled.span(({ theme }) => ({
  '& a': { color: 'inherit', textDecoration: 'none' },
  fontWeight: 700,
  fontSize: 16,
  color: theme.colors.text,
  '&:hover': { color: theme.colors.primary },
}));

const Details = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  fontSize: 14,
  color: theme.colors.textMuted,
}));

export function MeetingRow({ meeting }: { meeting: MeetingItem }) {
  const { t } = useTranslation();
  const duration = durationParts(meeting.durationSeconds);
  const statusLabel: string = t(`statuses:${meeting.status}`);
  const participantNames = meeting.participants.map((participant) => participant.name).join(', ');
  return (
    <Item>
      <Title>
        <Link href={`/meetings/${encodeURIComponent(meeting.id)}`}>{meeting.title}</Link>
      </Title>
      <Badge tone={statusTone[meeting.status]} title={t('meetings:status')}>
        {statusLabel}
      </Badge>
      <Details>
        <time dateTime={meeting.startTime}>
          {t('meetings:startsAt', {
            value: new Date(meeting.startTime),
            formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
          })}
        </time>
        <span>
          {duration === null
            ? t('meetings:durationUnknown')
            : duration.hours > 0
              ? t('meetings:durationHours', duration)
              : t('meetings:duration', duration)}
        </span>
        <span title={participantNames || undefined}>
          {meeting.participants.length === 0
            ? t('meetings:noParticipants')
            : t('meetings:participants', { count: meeting.participants.length })}
        </span>
        <span>{t('meetings:owner', { name: meeting.owner.name })}</span>
      </Details>
    </Item>
  );
}
