import { useTranslation } from 'react-i18next';
import type { SharedMeeting } from '../../../api-contract/share.ts';
import { selectMeeting } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { DateFact, Facts, ParticipantsFact } from '../../meetings/meeting-detail/MeetingFacts.tsx';
import { Muted } from '../../meetings/meeting-detail/Section.tsx';
import { durationText } from '../../meetings/meeting-list/meeting-view.ts';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedPlayer } from './SharedPlayer.tsx';
import { SharedTabs, type SharedTab } from './SharedTabs.tsx';

/** The tabs of what the owner shares: the summary's (with next steps and any internal notes) first. */
function tabsOf({ shows }: SharedMeeting): SharedTab[] {
  const tabs: SharedTab[] = [];
  if (shows.summary || shows.nextSteps || shows.internalNotes) tabs.push('summary');
  if (shows.transcript) tabs.push('transcript');
  return tabs;
}

/** The open link: what the meeting was, then its summary and transcript in tabs, and its recording. */
export function SharedMeetingView() {
  const { t } = useTranslation();
  const meeting = SharedMeetingContext.useSelector(selectMeeting);
  if (!meeting) return null;
  const tabs = tabsOf(meeting);
  return (
    <article css={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
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
      {/* The summary leads; on a wide screen the recording stays in view beside it, on a phone it follows. */}
      <div
        css={{
          display: 'grid',
          gap: 24,
          alignItems: 'start',
          '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)' },
        }}
      >
        {tabs.length > 0 && <SharedTabs tabs={tabs} />}
        {meeting.shows.recording && (
          <div css={{ '@media (min-width: 960px)': { position: 'sticky', top: 24 } }}>
            <SharedPlayer />
          </div>
        )}
      </div>
      {tabs.length === 0 && !meeting.shows.recording && <Muted>{t('share:guest.nothingShared')}</Muted>}
    </article>
  );
}
