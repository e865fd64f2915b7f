import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/display-name.ts';
import { selectMoveTargets, selectTarget } from '../../../machines/people/people-admin/selectors.ts';
import { Select } from '../../components/Select.tsx';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonDialog } from './PersonDialog.tsx';

/** Every meeting of the person goes to one active person of the company. */
export function MoveMeetingsDialog() {
  const { t } = useTranslation();
  const selectId = useId();
  const actor = PeopleAdminContext.useActorRef();
  const target = PeopleAdminContext.useSelector(selectTarget);
  const receivers = PeopleAdminContext.useSelector(selectMoveTargets);
  const [moveTo, setMoveTo] = useState('');
  return (
    <PersonDialog
      texts="moveDialog"
      title={t('people:moveDialog.title', { name: displayName(target) })}
      description={t('people:moveDialog.description', { count: target?.meetingCount ?? 0 })}
      confirmDisabled={!moveTo}
      onConfirm={() => actor.send({ type: 'move.confirm', toUserId: moveTo })}
    >
      {receivers.length === 0 ? (
        <p css={{ margin: 0 }}>{t('people:moveDialog.noTarget')}</p>
      ) : (
        <div css={{ display: 'grid', gap: 4 }}>
          <label htmlFor={selectId} css={{ fontSize: 14, fontWeight: 600 }}>
            {t('people:moveDialog.moveTo')}
          </label>
          <Select id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
            <option value="">{t('people:moveDialog.choose')}</option>
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
