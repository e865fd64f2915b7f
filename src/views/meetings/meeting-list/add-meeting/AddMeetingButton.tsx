import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsOpen } from '../../../../machines/meetings/add-meeting/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { AddMeetingContext } from '../../../contexts/meeting-list.ts';

// The form (and react-hook-form with it) loads when the dialog first opens, not with the list.
const AddMeetingDialog = lazy(() =>
  import('./AddMeetingDialog.tsx').then((module) => ({ default: module.AddMeetingDialog })),
);

/** "Adicionar reunião": opens the form of the page's add-meeting actor. */
export function AddMeetingButton() {
  const { t } = useTranslation();
  const addMeeting = AddMeetingContext.useActorRef();
  const isOpen = AddMeetingContext.useSelector(selectIsOpen);
  return (
    <>
      <Button onClick={() => addMeeting.send({ type: 'form.open' })} aria-haspopup="dialog">
        {t('addMeeting:open')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <AddMeetingDialog />
        </Suspense>
      )}
    </>
  );
}
