import { useTranslation } from 'react-i18next';
import { selectTarget } from '../../../machines/people/people-admin/selectors.ts';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonDialog } from './PersonDialog.tsx';

/** Cancelling removes the invited account, so it asks first. */
export function CancelInviteDialog() {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const target = PeopleAdminContext.useSelector(selectTarget);
  return (
    <PersonDialog
      texts="cancelDialog"
      title={t('people:cancelDialog.title', { name: target?.emailAddress ?? '' })}
      description={t('people:cancelDialog.description')}
      onConfirm={() => actor.send({ type: 'cancel.confirm' })}
    />
  );
}
