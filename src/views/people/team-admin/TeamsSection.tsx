import { useTranslation } from 'react-i18next';
import {
  selectDialog,
  selectFailure,
  selectLoadFailed,
  selectLoading,
  selectTeams,
} from '../../../machines/people/team-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SectionHeader, sectionCss } from '../../components/SectionHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DeleteTeamDialog } from './DeleteTeamDialog.tsx';
import { TeamAdminContext } from './team-admin-context.ts';
import { TeamCard } from './TeamCard.tsx';
import { TeamNameDialog } from './TeamNameDialog.tsx';

/** "Equipes": the company's teams, their members and roles. */
export function TeamsSection() {
  return (
    <TeamAdminContext.Provider>
      <TeamsScreen />
    </TeamAdminContext.Provider>
  );
}

/** The section's content, inside its actor's Provider (the view test gives it its own logic). */
export function TeamsScreen() {
  const { t } = useTranslation();
  const actor = TeamAdminContext.useActorRef();
  const loading = TeamAdminContext.useSelector(selectLoading);
  const failed = TeamAdminContext.useSelector(selectLoadFailed);
  const failure = TeamAdminContext.useSelector(selectFailure);
  const teams = TeamAdminContext.useSelector(selectTeams);
  const dialog = TeamAdminContext.useSelector(selectDialog);
  const errorText = useErrorText();
  return (
    <section aria-labelledby="teams-title" css={sectionCss}>
      <SectionHeader id="teams-title" title={t('people:teams.title')}>
        {!loading && !failed && (
          <Button onClick={() => actor.send({ type: 'create.open' })}>{t('people:teams.create')}</Button>
        )}
      </SectionHeader>
      {failed ? (
        <ErrorState
          title={t('people:teams.loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'teams.retry' })}
        />
      ) : loading ? (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('people:teams.loading')}
        </output>
      ) : (
        <>
          {failure && <Alert role="alert">{errorText(failure)}</Alert>}
          {teams.length === 0 ? (
            <p css={{ margin: 0 }}>{t('people:teams.empty')}</p>
          ) : (
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
                gap: 12,
              }}
            >
              {teams.map((team) => (
                <li key={team.id}>
                  <TeamCard team={team} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {(dialog === 'create' || dialog === 'rename') && <TeamNameDialog />}
      {dialog === 'delete' && <DeleteTeamDialog />}
    </section>
  );
}
