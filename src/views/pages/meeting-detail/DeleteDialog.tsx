import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgb(0 0 0 / 45%)',
});

const Panel = styled.dialog(({ theme }) => ({
  position: 'static',
  maxWidth: 480,
  padding: 24,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
}));

/** Deleting cannot be undone, so it asks first; Escape and "Manter reunião" leave it. */
export function DeleteDialog({ title, deleting }: { title: string; deleting: boolean }) {
  const { t } = useTranslation();
  const actor = MeetingDetailContext.useActorRef();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  // The safe choice has the focus: Enter right away keeps the meeting.
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'delete.cancel' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor]);

  return (
    <Backdrop>
      <Panel ref={panel} open aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <h2 id={titleId} css={{ margin: '0 0 8px', fontSize: 20 }}>
          {t('meetingDetail:deleteDialog.title')}
        </h2>
        <p id={descriptionId} css={{ margin: '0 0 20px' }}>
          {t('meetingDetail:deleteDialog.description', { title })}
        </p>
        <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button variant="ghost" disabled={deleting} onClick={() => actor.send({ type: 'delete.cancel' })}>
            {t('meetingDetail:deleteDialog.cancel')}
          </Button>
          <Button disabled={deleting} onClick={() => actor.send({ type: 'delete.confirm' })}>
            {t('meetingDetail:deleteDialog.confirm')}
          </Button>
        </div>
      </Panel>
    </Backdrop>
  );
}
