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
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';

/** The page's administrative actions, behind "Mais ações" beside the title; they talk to the page's actions machine (see MeetingHeader). */
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
    <div
      css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 10, marginLeft: 'auto' }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <ActionsMenu
          label={t('meetingDetail:actions.more')}
          actions={[
            meeting.isEnabled
              ? {
                  key: 'disable',
                  label: t('meetingDetail:actions.disable'),
                  disabled: !canDisable,
                  onSelect: () => actor.send({ type: 'meeting.disable' }),
                }
              : {
                  key: 'enable',
                  label: t('meetingDetail:actions.enable'),
                  disabled: !canEnable,
                  onSelect: () => actor.send({ type: 'meeting.enable' }),
                },
            // An uploaded recording had no bot: nothing to restart.
            ...(meeting.meetingUrl
              ? [
                  {
                    key: 'restartBot',
                    label: t('meetingDetail:actions.restartBot'),
                    disabled: !canRestart,
                    onSelect: () => actor.send({ type: 'bot.restart' }),
                  },
                ]
              : []),
            {
              key: 'delete',
              label: t('meetingDetail:actions.delete'),
              disabled: !canDelete,
              onSelect: () => actor.send({ type: 'meeting.delete' }),
            },
          ]}
        />
        {acting && state !== 'savingTitle' && (
          <output css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Spinner aria-hidden size={16} />
            {t('meetingDetail:actions.working')}
          </output>
        )}
      </div>
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
