import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectActionsState, selectCan } from '../../../machines/meetings/meeting-actions/selectors.ts';
import {
  selectActionsRef,
  selectBotStatusRef,
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
  const meeting = MeetingDetailContext.useSelector(selectMeeting);
  /*
   * The header talks to the page's actions machine (its child 'actions') directly, as login's challenge screens
   * talk to theirs: it reads that machine's state, draft and failure anyway, and forwarding would repeat every
   * header event in the page's machine.
   */
  const actions = MeetingDetailContext.useSelector(selectActionsRef);
  const editing = useSelector(actions, (snapshot) => {
    const state = snapshot ? selectActionsState(snapshot) : 'idle';
    return state === 'editingTitle' || state === 'savingTitle';
  });
  const canEdit = useSelector(actions, (snapshot) => (snapshot ? selectCan.editTitle(snapshot) : false));
  const botRef = MeetingDetailContext.useSelector(selectBotStatusRef);
  const botStatus = useSelector(botRef, (snapshot) => snapshot?.context.status ?? null);
  const status = MeetingDetailContext.useSelector((snapshot) => selectStatus(snapshot, botStatus));
  if (!meeting || !status || !actions) return null;

  return (
    <header css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}>
        {editing ? (
          <TitleEditor actions={actions} />
        ) : (
          // The title takes the row and wraps inside it, so "Mais ações" stays at its end, not on a line of its own.
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 12,
              minWidth: 0,
              flex: '1 1 320px',
            }}
          >
            <h1 css={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>{meeting.title}</h1>
            <Button variant="ghost" disabled={!canEdit} onClick={() => actions.send({ type: 'title.edit' })}>
              {t('meetingDetail:header.editTitle')}
            </Button>
          </div>
        )}
        <MeetingActions actions={actions} />
      </div>
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
    </header>
  );
}
