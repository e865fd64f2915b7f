import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import { selectMayAct } from '../../../machines/people/people-admin/selectors.ts';
import type { PeopleAdminEvent } from '../../../machines/people/people-admin/context.ts';
import { PeopleAdminContext } from './people-admin-context.ts';

const Menu = styled.details(({ theme }) => ({
  position: 'relative',
  summary: {
    cursor: 'pointer',
    listStyle: 'none',
    padding: '4px 10px',
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    whiteSpace: 'nowrap',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  },
  ul: {
    position: 'absolute',
    right: 0,
    zIndex: 2,
    margin: '4px 0 0',
    padding: 4,
    listStyle: 'none',
    minWidth: 200,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card,
  },
  button: {
    width: '100%',
    textAlign: 'left',
    padding: '8px 10px',
    border: 'none',
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
}));

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

/** A row's actions, behind one button so the table stays narrow; choosing one closes the menu. */
export function PersonActions({ person }: { person: Person }) {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const mayAct = PeopleAdminContext.useSelector(selectMayAct);
  const choose = (event: PeopleAdminEvent) => (click: MouseEvent<HTMLButtonElement>) => {
    // The menu's button takes the focus back first, so a dialog the action opens returns it there.
    const menu = click.currentTarget.closest('details');
    menu?.querySelector('summary')?.focus();
    if (menu) menu.open = false;
    actor.send(event);
  };
  return (
    <Menu>
      <summary aria-label={t('people:people.actionsFor', { name: displayName(person) })}>
        {t('people:people.columns.actions')}
      </summary>
      <ul>
        {actionsFor(person).map((action) => (
          <li key={action.key}>
            <button type="button" disabled={!mayAct} onClick={choose(action.event)}>
              {t(`people:people.actions.${action.key}`)}
            </button>
          </li>
        ))}
      </ul>
    </Menu>
  );
}
