import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/display-name.ts';
import { selectMoveTargets, selectTarget } from '../../../machines/people/people-admin/selectors.ts';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonDialog } from './PersonDialog.tsx';
import { ReceiverSelect } from './ReceiverSelect.tsx';

/** Every meeting of the person goes to one active person of the company. */
export function MoveMeetingsDialog() {
  const { t } = useTranslation();
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
        <ReceiverSelect
          label={t('people:moveDialog.moveTo')}
          noneLabel={t('people:moveDialog.choose')}
          receivers={receivers}
          value={moveTo}
          onChange={setMoveTo}
        />
      )}
    </PersonDialog>
  );
}
