import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters as Filters } from '../../machines/enablement/enablement-dashboard/filters.ts';
import {
  selectDashboard,
  selectDataView,
  selectFailure,
  selectFilters,
  selectTeamId,
  selectView,
} from '../../machines/enablement/enablement-dashboard/selectors.ts';
import type { Dashboard } from '../../services/enablement/enablement.ts';
import { useErrorText } from '../components/AppErrorText.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { PageTitle } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { ChartCard } from './ChartCard.tsx';
import { CoachingTable } from './CoachingTable.tsx';
import { DashboardFilters } from './DashboardFilters.tsx';
import { EnablementDashboardContext } from './enablement-context.ts';
import { StatCards } from './StatCards.tsx';
import { useChartModels } from './use-chart-models.ts';
import { useDashboardAddress } from './use-dashboard-address.ts';

const Charts = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: 16,
});

function Busy({ text }: { text: string }) {
  return (
    <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <Spinner aria-hidden size={16} />
      {text}
    </output>
  );
}

/** The dashboard inside its running actor: filters, then the cards, the charts and the coaching table. */
export function EnablementScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  const actor = EnablementDashboardContext.useActorRef();
  const view = EnablementDashboardContext.useSelector(selectView);
  const failure = EnablementDashboardContext.useSelector(selectFailure);
  const errorText = useErrorText();
  useDashboardAddress();

  let body;
  if (view === 'loadingTeams') body = <Busy text={t('enablement:loadingTeams')} />;
  else if (view === 'teamsFailed') {
    body = (
      <ErrorState
        title={t('enablement:teamsFailed')}
        description={failure ? errorText(failure) : ''}
        retryLabel={t('common:retry')}
        onRetry={() => actor.send({ type: 'teams.retry' })}
      />
    );
  } else if (view === 'noTeams') body = <EmptyState title={title} description={t('enablement:noTeams')} />;
  else {
    body = (
      <>
        <DashboardFilters />
        <DashboardData />
      </>
    );
  }
  return (
    <div css={{ maxWidth: 1200, margin: '0 auto', padding: 16, display: 'grid', gap: 16, minWidth: 0 }}>
      <div>
        <PageTitle css={{ marginBottom: 8 }}>{title}</PageTitle>
        <p css={{ margin: 0 }}>{t('enablement:intro')}</p>
      </div>
      {body}
    </div>
  );
}

function DashboardData() {
  const { t } = useTranslation();
  const actor = EnablementDashboardContext.useActorRef();
  const dataView = EnablementDashboardContext.useSelector(selectDataView);
  const dashboard = EnablementDashboardContext.useSelector(selectDashboard);
  const teamId = EnablementDashboardContext.useSelector(selectTeamId);
  const filters = EnablementDashboardContext.useSelector(selectFilters);
  const failure = EnablementDashboardContext.useSelector(selectFailure);
  const errorText = useErrorText();

  if (dataView === 'invalidRange') return null;
  if (dataView === 'failed') {
    return (
      <ErrorState
        title={t('enablement:failed')}
        description={failure ? errorText(failure) : ''}
        retryLabel={t('common:retry')}
        onRetry={() => actor.send({ type: 'data.retry' })}
      />
    );
  }
  if (dataView === 'empty')
    return <EmptyState title={t('enablement:empty')} description={t('enablement:intro')} />;
  // While new figures load, the previous ones stay, marked busy; the first load shows the spinner alone.
  const busy = dataView === 'loading';
  return (
    <>
      {busy && <Busy text={t('enablement:loading')} />}
      {dashboard && teamId && <Figures dashboard={dashboard} teamId={teamId} filters={filters} busy={busy} />}
    </>
  );
}

function Figures({
  dashboard,
  teamId,
  filters,
  busy,
}: {
  dashboard: Dashboard;
  teamId: string;
  filters: Filters;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const charts = useChartModels(teamId, filters, dashboard);
  return (
    <div aria-busy={busy} css={{ display: 'grid', gap: 16, opacity: busy ? 0.6 : 1, minWidth: 0 }}>
      <StatCards stats={dashboard.stats} />
      <Charts>
        <ChartCard id="activity" title={t('enablement:charts.activity.title')} model={charts.activity} />
        <ChartCard id="speaking" title={t('enablement:charts.talkTime.title')} model={charts.talkTime} />
        <ChartCard
          id="meetingType"
          title={t('enablement:charts.meetingTypes.title')}
          model={charts.meetingTypes}
        />
        <ChartCard id="nextStep" title={t('enablement:charts.nextSteps.title')} model={charts.nextSteps} />
        <ChartCard
          id="engagement"
          title={t('enablement:charts.engagement.title')}
          model={charts.engagement}
        />
        <ChartCard
          id="overview"
          title={t('enablement:charts.skills.title')}
          note={t('enablement:charts.skills.note')}
          model={charts.skills}
          height={340}
        />
      </Charts>
      <CoachingTable skills={dashboard.skills} scope={charts.scope} />
    </div>
  );
}
