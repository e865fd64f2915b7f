import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import { selectVisiblePeople } from '../../../machines/people/people-admin/selectors.ts';
import { Badge } from '../../components/Badge.tsx';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PersonActions } from './PersonActions.tsx';
import { roleLabel, statusLabel, statusTone } from './person-labels.ts';

// Wide tables scroll inside their box on a phone, so the page itself never scrolls sideways.
const Scroller = styled.div({ overflowX: 'auto' });
const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  'th, td': {
    textAlign: 'left',
    padding: '8px 10px',
    borderBottom: `1px solid ${theme.colors.border}`,
    verticalAlign: 'top',
  },
  th: { color: theme.colors.textMuted, fontWeight: 600, whiteSpace: 'nowrap' },
  'td.email': { overflowWrap: 'anywhere' },
  'td.count': { textAlign: 'right' },
}));

export function PeopleTable() {
  const { t } = useTranslation();
  const people = PeopleAdminContext.useSelector(selectVisiblePeople);
  if (people.length === 0) return <p css={{ margin: 0 }}>{t('people:people.empty')}</p>;
  return (
    <Scroller>
      <Table aria-label={t('people:people.title')}>
        <thead>
          <tr>
            <th scope="col">{t('people:people.columns.name')}</th>
            <th scope="col">{t('people:people.columns.email')}</th>
            <th scope="col">{t('people:people.columns.role')}</th>
            <th scope="col">{t('people:people.columns.teams')}</th>
            <th scope="col">{t('people:people.columns.status')}</th>
            <th scope="col">{t('people:people.columns.meetings')}</th>
            <th scope="col">{t('people:people.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

function PersonRow({ person }: { person: Person }) {
  const { t } = useTranslation();
  const teams = person.teams.map((team) => team.teamName).join(', ');
  return (
    <tr>
      <th scope="row" css={{ color: 'inherit' }}>
        {displayName(person)}
      </th>
      <td className="email">{person.emailAddress}</td>
      <td>{roleLabel(person, t)}</td>
      <td>{teams || t('people:people.noTeam')}</td>
      <td>
        <Badge tone={statusTone[person.status]}>{statusLabel(person, t)}</Badge>
      </td>
      <td className="count">{person.meetingCount}</td>
      <td>
        <PersonActions person={person} />
      </td>
    </tr>
  );
}
