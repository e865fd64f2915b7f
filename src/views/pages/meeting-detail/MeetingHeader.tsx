import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectBotStatusRef,
  selectCan,
  selectHeaderState,
  selectMeeting,
  selectStatus,
} from '../../../machines/meeting-detail/selectors.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { statusTone } from '../meetings/meeting-view.ts';
import { MeetingActions } from './MeetingActions.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { TitleEditor } from './TitleEditor.tsx';

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 12,
  margin: 0,
  '& dt': { fontSize: 12, fontWeight: 600, textTransform: 'uppercase', color: theme.colors.textMuted },
  '& dd': { margin: '2px 0 0', color: theme.colors.text },
}));

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
  const participants = meeting.participants.map((participant) => participant.name).join(', ');

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
          <dt>{t('meetingDetail:header.participants')}</dt>
          <dd>{participants || t('meetingDetail:header.noParticipants')}</dd>
        </div>
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
