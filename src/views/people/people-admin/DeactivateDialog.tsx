import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/display-name.ts';
import { selectMoveTargets, selectTarget } from '../../../machines/people/people-admin/selectors.ts';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonDialog } from './PersonDialog.tsx';
import { ReceiverSelect } from './ReceiverSelect.tsx';

/** Deactivating says the person loses access at once, and offers to hand their meetings to someone active. */
export function DeactivateDialog() {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const target = PeopleAdminContext.useSelector(selectTarget);
  const receivers = PeopleAdminContext.useSelector(selectMoveTargets);
  // What the select shows is the form's own state until the confirmation hands it to the machine.
  const [moveTo, setMoveTo] = useState('');
  const name = displayName(target);
  return (
    <PersonDialog
      texts="deactivateDialog"
      title={t('people:deactivateDialog.title', { name })}
      description={t('people:deactivateDialog.description')}
      onConfirm={() => actor.send({ type: 'deactivate.confirm', moveMeetingsTo: moveTo || null })}
    >
      {target && target.meetingCount > 0 && (
        <ReceiverSelect
          label={t('people:deactivateDialog.moveTo')}
          noneLabel={t('people:deactivateDialog.keepMeetings', { name })}
          receivers={receivers}
          value={moveTo}
          onChange={setMoveTo}
        />
      )}
    </PersonDialog>
  );
}
