import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectBotStatusRef,
  selectCan,
  selectHeaderState,
  selectMeeting,
  selectStatus,
} from '../../../machines/meetings/meeting-detail/selectors.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { statusTone } from '../meeting-list/meeting-view.ts';
import { MeetingActions } from './MeetingActions.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { DateFact, Facts, ParticipantsFact } from './MeetingFacts.tsx';
import { TitleEditor } from './TitleEditor.tsx';

export function MeetingHeader() {
  const { t } = useTranslation();
  const actor = MeetingDetailContext.useActorRef();
  const meeting = MeetingDetailContext.useSelector(selectMeeting);
  const editing = MeetingDetailContext.useSelector((snapshot) => {
    const state = selectHeaderState(snapshot);
    return state === 'editingTitle' || state === 'savingTitle';
  });
  const canEdit = MeetingDetailContext.useSelector(selectCan.editTitle);
  const botRef = MeetingDetailContext.useSelector(selectBotStatusRef);
  const botStatus = useSelector(botRef, (snapshot) => snapshot?.context.status ?? null);
  const status = MeetingDetailContext.useSelector((snapshot) => selectStatus(snapshot, botStatus));
  if (!meeting || !status) return null;

  return (
    <header css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {editing ? (
        <TitleEditor />
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <h1 css={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>{meeting.title}</h1>
          <Button variant="ghost" disabled={!canEdit} onClick={() => actor.send({ type: 'title.edit' })}>
            {t('meetingDetail:header.editTitle')}
          </Button>
        </div>
      )}
      <Facts>
        <DateFact startTime={meeting.startTime} />
        <ParticipantsFact names={meeting.participants.map((participant) => participant.name)} />
        <div>
          <dt>{t('meetingDetail:header.owner')}</dt>
          <dd>{meeting.owner.name}</dd>
        </div>
        <div>
          <dt>{t('meetingDetail:header.status')}</dt>
          <dd css={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
            <Badge tone={statusTone[status]}>{t(`statuses:${status}`)}</Badge>
            {!meeting.isEnabled && <Badge tone="neutral">{t('meetingDetail:header.disabled')}</Badge>}
          </dd>
        </div>
      </Facts>
      <MeetingActions />
    </header>
  );
}
