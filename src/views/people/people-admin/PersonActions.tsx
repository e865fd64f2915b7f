import { useTranslation } from 'react-i18next';
import type { Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import { selectMayAct } from '../../../machines/people/people-admin/selectors.ts';
import type { PeopleAdminEvent } from '../../../machines/people/people-admin/context.ts';
import { PeopleAdminContext } from './people-admin-context.ts';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';

type Action = { key: string; event: PeopleAdminEvent };

/** What may be done to a person in their status (spec of issue 27: invitations, the admin flag, leaving out). */
function actionsFor(person: Person): Action[] {
  const personId = person.id;
  const move: Action[] =
    person.meetingCount > 0 ? [{ key: 'move', event: { type: 'move.ask', personId } }] : [];
  switch (person.status) {
    case 'invited':
    case 'expired':
      return [
        { key: 'resend', event: { type: 'person.resend', personId } },
        { key: 'cancel', event: { type: 'cancel.ask', personId } },
      ];
    case 'active':
      return [
        person.isAdmin
          ? { key: 'revokeAdmin', event: { type: 'person.setAdmin', personId, isAdmin: false } }
          : { key: 'grantAdmin', event: { type: 'person.setAdmin', personId, isAdmin: true } },
        { key: 'deactivate', event: { type: 'deactivate.ask', personId } },
        ...move,
      ];
    case 'deactivated':
      return [{ key: 'reactivate', event: { type: 'person.reactivate', personId } }, ...move];
  }
}

/** A row's actions, behind one button so the table stays narrow. */
export function PersonActions({ person }: { person: Person }) {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const mayAct = PeopleAdminContext.useSelector(selectMayAct);
  return (
    <ActionsMenu
      label={t('people:people.columns.actions')}
      accessibleName={t('people:people.actionsFor', { name: displayName(person) })}
      actions={actionsFor(person).map((action) => ({
        key: action.key,
        label: t(`people:people.actions.${action.key}`),
        disabled: !mayAct,
        onSelect: () => actor.send(action.event),
      }))}
    />
  );
}
