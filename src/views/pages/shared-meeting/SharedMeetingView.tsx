import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { selectMeeting } from '../../../machines/shared-meeting/selectors.ts';
import { durationParts } from '../meetings/meeting-view.ts';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedPlayer } from './SharedPlayer.tsx';
import { SharedTabs } from './SharedTabs.tsx';

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 12,
  margin: 0,
  '& dt': { fontSize: 12, fontWeight: 600, textTransform: 'uppercase', color: theme.colors.textMuted },
  '& dd': { margin: '2px 0 0', color: theme.colors.text },
}));

/** The open link: what the meeting was, its recording, and its transcript, summary and answers in tabs. */
export function SharedMeetingView() {
  const { t } = useTranslation();
  const meeting = SharedMeetingContext.useSelector(selectMeeting);
  if (!meeting) return null;
  const duration = durationParts(meeting.durationSeconds);
  const participants = meeting.participants.map((participant) => participant.name).join(', ');
  return (
    <article css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <header css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <h1 css={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>{meeting.title}</h1>
        <Facts>
          <div>
            <dt>{t('meetingDetail:header.date')}</dt>
            <dd>
              <time dateTime={meeting.startTime}>
                {t('meetingDetail:header.startsAt', {
                  value: new Date(meeting.startTime),
                  formatParams: { value: { dateStyle: 'long', timeStyle: 'short' } },
                })}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('share:guest.duration')}</dt>
            <dd>
              {duration === null
                ? t('meetings:durationUnknown')
                : duration.hours > 0
                  ? t('meetings:durationHours', duration)
                  : t('meetings:duration', duration)}
            </dd>
          </div>
          <div>
            <dt>{t('meetingDetail:header.participants')}</dt>
            <dd>{participants || t('meetingDetail:header.noParticipants')}</dd>
          </div>
        </Facts>
      </header>
      <SharedPlayer />
      <SharedTabs />
    </article>
  );
}
