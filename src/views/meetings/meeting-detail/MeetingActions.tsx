import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import {
  selectActionsState,
  selectCan,
  selectFailure,
  selectIsActing,
  type MeetingActionsRef,
} from '../../../machines/meetings/meeting-actions/selectors.ts';
import { selectMeeting } from '../../../machines/meetings/meeting-detail/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';

/** The header's buttons; they talk to the page's actions machine (see MeetingHeader). */
export function MeetingActions({ actions: actor }: { actions: MeetingActionsRef }) {
  const { t } = useTranslation();
  const meeting = MeetingDetailContext.useSelector(selectMeeting);
  const state = useSelector(actor, selectActionsState);
  const acting = useSelector(actor, selectIsActing);
  const failure = useSelector(actor, selectFailure);
  const errorText = useErrorText();
  const canEnable = useSelector(actor, selectCan.enable);
  const canDisable = useSelector(actor, selectCan.disable);
  const canRestart = useSelector(actor, selectCan.restartBot);
  const canDelete = useSelector(actor, selectCan.delete);
  if (!meeting) return null;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <fieldset
        aria-label={t('meetingDetail:actions.label')}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 }}
      >
        {meeting.isEnabled ? (
          <Button
            variant="secondary"
            disabled={!canDisable}
            onClick={() => actor.send({ type: 'meeting.disable' })}
          >
            {t('meetingDetail:actions.disable')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={!canEnable}
            onClick={() => actor.send({ type: 'meeting.enable' })}
          >
            {t('meetingDetail:actions.enable')}
          </Button>
        )}
        {meeting.meetingUrl && (
          <Button
            variant="secondary"
            disabled={!canRestart}
            onClick={() => actor.send({ type: 'bot.restart' })}
          >
            {t('meetingDetail:actions.restartBot')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={!canDelete}
          onClick={() => actor.send({ type: 'meeting.delete' })}
        >
          {t('meetingDetail:actions.delete')}
        </Button>
        {acting && state !== 'savingTitle' && (
          <output css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Spinner aria-hidden size={16} />
            {t('meetingDetail:actions.working')}
          </output>
        )}
      </fieldset>
      {state === 'actionFailed' && failure && (
        <div role="alert" css={{ display: 'flex', alignItems: 'center', gap: 12, color: 'var(--danger)' }}>
          <span>{t('meetingDetail:actions.failed', { message: errorText(failure) })}</span>
          <Button variant="ghost" onClick={() => actor.send({ type: 'error.dismiss' })}>
            {t('meetingDetail:actions.dismiss')}
          </Button>
        </div>
      )}
      {(state === 'confirmingDelete' || state === 'deleting') && (
        <DeleteDialog actions={actor} title={meeting.title} deleting={state === 'deleting'} />
      )}
    </div>
  );
}
