import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamRoleSchema, type AdminTeam, type TeamRole } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import {
  selectCandidates,
  selectMayChange,
  selectPeople,
  selectTeams,
} from '../../../machines/people/team-admin/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import styled from '@emotion/styled';
import { Select } from '../../components/Select.tsx';
import { TeamAdminContext } from './team-admin-context.ts';

const roles = teamRoleSchema.options;

// A choice as wide as its longest name would push a phone's page sideways: it shrinks with the row.
const RowSelect = styled(Select)({ minWidth: 0, maxWidth: '100%' });
const asRole = (value: string): TeamRole => roles.find((role) => role === value) ?? 'member';

/** A team: its name and actions, each member with their role, a move and a removal, and a person to add. */
export function TeamCard({ team }: { team: AdminTeam }) {
  const { t } = useTranslation();
  const actor = TeamAdminContext.useActorRef();
  const people = TeamAdminContext.useSelector(selectPeople);
  const mayChange = TeamAdminContext.useSelector(selectMayChange);
  const headingId = useId();
  const nameOf = (userId: string) => {
    const person = people.find((item) => item.id === userId);
    return person ? displayName(person) : userId;
  };
  return (
    <Card css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12, padding: 16 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: 17, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
          {team.name}
        </h3>
        <Button
          variant="secondary"
          aria-label={t('people:teams.renameLabel', { name: team.name })}
          onClick={() => actor.send({ type: 'rename.open', teamId: team.id })}
        >
          {t('people:teams.rename')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('people:teams.deleteLabel', { name: team.name })}
          onClick={() => actor.send({ type: 'delete.ask', teamId: team.id })}
        >
          {t('people:teams.delete')}
        </Button>
      </div>
      {team.members.length === 0 ? (
        <p css={{ margin: 0 }}>{t('people:teams.noMembers')}</p>
      ) : (
        <ul
          aria-label={t('people:teams.members', { name: team.name })}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
        >
          {team.members.map((member) => (
            <MemberRow
              key={member.userId}
              team={team}
              userId={member.userId}
              role={asRole(member.role)}
              name={nameOf(member.userId)}
              disabled={!mayChange}
            />
          ))}
        </ul>
      )}
      <AddMember team={team} disabled={!mayChange} />
    </Card>
  );
}

type MemberRowProps = { team: AdminTeam; userId: string; role: TeamRole; name: string; disabled: boolean };

function MemberRow({ team, userId, role, name, disabled }: MemberRowProps) {
  const { t } = useTranslation();
  const actor = TeamAdminContext.useActorRef();
  const otherTeams = TeamAdminContext.useSelector(selectTeams).filter((other) => other.id !== team.id);
  return (
    <li css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <span css={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>{name}</span>
      <RowSelect
        aria-label={t('people:teams.roleOf', { name, team: team.name })}
        value={role}
        disabled={disabled}
        onChange={(event) =>
          actor.send({ type: 'member.set', teamId: team.id, userId, role: asRole(event.target.value) })
        }
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {t(`people:teams.role.${option}`)}
          </option>
        ))}
      </RowSelect>
      {otherTeams.length > 0 && (
        <RowSelect
          aria-label={t('people:teams.moveOf', { name })}
          value=""
          disabled={disabled}
          onChange={(event) =>
            event.target.value &&
            actor.send({ type: 'member.move', userId, fromTeamId: team.id, toTeamId: event.target.value })
          }
        >
          <option value="">{t('people:teams.moveTo')}</option>
          {otherTeams.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </RowSelect>
      )}
      <Button
        variant="secondary"
        disabled={disabled}
        aria-label={t('people:teams.removeLabel', { name, team: team.name })}
        onClick={() => actor.send({ type: 'member.remove', teamId: team.id, userId })}
      >
        {t('people:teams.remove')}
      </Button>
    </li>
  );
}

function AddMember({ team, disabled }: { team: AdminTeam; disabled: boolean }) {
  const { t } = useTranslation();
  const actor = TeamAdminContext.useActorRef();
  const candidates = TeamAdminContext.useSelector((snapshot) => selectCandidates(snapshot, team.id));
  // The choice is the form's own until "Adicionar" hands it to the machine.
  const [userId, setUserId] = useState('');
  const chosen = candidates.some((person) => person.id === userId) ? userId : '';
  if (candidates.length === 0) return null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <RowSelect
        aria-label={t('people:teams.addPerson', { team: team.name })}
        value={chosen}
        onChange={(event) => setUserId(event.target.value)}
      >
        <option value="">{t('people:teams.choosePerson')}</option>
        {candidates.map((person) => (
          <option key={person.id} value={person.id}>
            {displayName(person)} ({person.emailAddress})
          </option>
        ))}
      </RowSelect>
      <Button
        variant="secondary"
        disabled={disabled || !chosen}
        onClick={() => actor.send({ type: 'member.set', teamId: team.id, userId: chosen, role: 'member' })}
      >
        {t('people:teams.add')}
      </Button>
    </div>
  );
}
