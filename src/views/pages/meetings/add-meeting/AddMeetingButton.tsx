import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { addMeetingMachine } from '../../../../machines/add-meeting/add-meeting.machine.ts';
import type { Meeting } from '../../../../services/api/schemas/meeting.ts';
import { Button } from '../../../components/Button.tsx';
import { AddMeetingContext, MeetingListContext } from '../../../contexts/meeting-list.ts';

// The form (and react-hook-form with it) loads when the dialog first opens, not with the list.
const AddMeetingDialog = lazy(() =>
  import('./AddMeetingDialog.tsx').then((module) => ({ default: module.AddMeetingDialog })),
);

/** "Adicionar reunião": opens the form; the created meeting goes to the top of the list. */
export function AddMeetingButton({ logic }: { logic?: typeof addMeetingMachine }) {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const added = useCallback(
    (meeting: Meeting) => {
      list.send({ type: 'meeting.added', meeting });
      setOpen(false);
    },
    [list],
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('addMeeting:open')}</Button>
      {isOpen && (
        <AddMeetingContext.Provider logic={logic}>
          <Suspense fallback={null}>
            <AddMeetingDialog onClose={close} onAdded={added} />
          </Suspense>
        </AddMeetingContext.Provider>
      )}
    </>
  );
}
