import { useTranslation } from 'react-i18next';
import { selectMeeting } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { DateFact, Facts, ParticipantsFact } from '../../meetings/meeting-detail/MeetingFacts.tsx';
import { durationText } from '../../meetings/meeting-list/meeting-view.ts';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedPlayer } from './SharedPlayer.tsx';
import { SharedTabs } from './SharedTabs.tsx';

/** The open link: what the meeting was, its recording, and its transcript, summary and answers in tabs. */
export function SharedMeetingView() {
  const { t } = useTranslation();
  const meeting = SharedMeetingContext.useSelector(selectMeeting);
  if (!meeting) return null;
  return (
    <article css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <header css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <h1 css={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>{meeting.title}</h1>
        <Facts>
          <DateFact startTime={meeting.startTime} />
          <div>
            <dt>{t('share:guest.duration')}</dt>
            <dd>{durationText(t, meeting.durationSeconds)}</dd>
          </div>
          <ParticipantsFact names={meeting.participants.map((participant) => participant.name)} />
        </Facts>
      </header>
      <SharedPlayer />
      <SharedTabs />
    </article>
  );
}
