import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import type { MeetingActionsRef } from '../../../machines/meetings/meeting-actions/selectors.ts';

/** Deleting cannot be undone, so it asks first; Escape and "Manter reunião" leave it. */
export function DeleteDialog({
  actions: actor,
  title,
  deleting,
}: {
  actions: MeetingActionsRef;
  title: string;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus: Enter right away keeps the meeting.
  useEffect(() => keep.current?.focus(), []);
  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={descriptionId}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        {t('meetingDetail:deleteDialog.title')}
      </h2>
      <p id={descriptionId} css={{ margin: 0 }}>
        {t('meetingDetail:deleteDialog.description', { title })}
      </p>
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button
          ref={keep}
          variant="ghost"
          disabled={deleting}
          onClick={() => actor.send({ type: 'delete.cancel' })}
        >
          {t('meetingDetail:deleteDialog.cancel')}
        </Button>
        <Button disabled={deleting} onClick={() => actor.send({ type: 'delete.confirm' })}>
          {t('meetingDetail:deleteDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
