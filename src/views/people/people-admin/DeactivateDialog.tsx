import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/display-name.ts';
import { selectMoveTargets, selectTarget } from '../../../machines/people/people-admin/selectors.ts';
import { Select } from '../../components/Select.tsx';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonDialog } from './PersonDialog.tsx';

/** Deactivating says the person loses access at once, and offers to hand their meetings to someone active. */
export function DeactivateDialog() {
  const { t } = useTranslation();
  const selectId = useId();
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
        <div css={{ display: 'grid', gap: 4 }}>
          <label htmlFor={selectId} css={{ fontSize: 14, fontWeight: 600 }}>
            {t('people:deactivateDialog.moveTo')}
          </label>
          <Select id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
            <option value="">{t('people:deactivateDialog.keepMeetings', { name })}</option>
            {receivers.map((person) => (
              <option key={person.id} value={person.id}>
                {displayName(person)} ({person.emailAddress})
              </option>
            ))}
          </Select>
        </div>
      )}
    </PersonDialog>
  );
}
