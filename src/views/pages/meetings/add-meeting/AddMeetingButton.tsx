import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { addMeetingMachine } from '../../../../machines/add-meeting/add-meeting.machine.ts';
import type { Meeting } from '../../../../services/api/schemas/meeting.ts';
import { Button } from '../../../components/Button.tsx';
import { AddMeetingContext, MeetingListContext } from '../../../contexts/meeting-list.ts';
import { AddMeetingDialog } from './AddMeetingDialog.tsx';

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
          <AddMeetingDialog onClose={close} onAdded={added} />
        </AddMeetingContext.Provider>
      )}
    </>
  );
}
