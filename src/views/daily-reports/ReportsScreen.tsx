import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectDeleteTarget,
  selectIsCreating,
  selectListFailed,
  selectListFailure,
  selectListLoading,
  selectListOptions,
  selectReports,
} from '../../machines/daily-reports/selectors.ts';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { PageTitle } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { coverageText } from './coverage.ts';
import { CreateReportDialog } from './CreateReportDialog.tsx';
import { DeleteReportDialog } from './DeleteReportDialog.tsx';
import { ReportListContext } from './reports-context.ts';
import { pathTo } from '../../domain/route-paths.ts';

const pageCss = { maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  fontSize: 14,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));

export function ReportsScreen() {
  const { t } = useTranslation();
  const actor = ReportListContext.useActorRef();
  const failed = ReportListContext.useSelector(selectListFailed);
  const failure = ReportListContext.useSelector(selectListFailure);
  const loading = ReportListContext.useSelector(selectListLoading);
  const isCreating = ReportListContext.useSelector(selectIsCreating);
  const deleteTarget = ReportListContext.useSelector(selectDeleteTarget);
  const errorText = useErrorText();

  return (
    <div css={pageCss}>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <PageTitle css={{ margin: 0 }}>{t('pages:titles.reports')}</PageTitle>
        {!failed && !loading && (
          <Button onClick={() => actor.send({ type: 'create.open' })}>{t('reports:create')}</Button>
        )}
      </div>
      <p css={{ margin: 0 }}>{t('reports:intro')}</p>
      {failed ? (
        <ErrorState
          title={t('reports:loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'reports.retry' })}
        />
      ) : loading ? (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('reports:loading')}
        </output>
      ) : (
        <ReportList />
      )}
      {isCreating && <CreateReportDialog />}
      {deleteTarget && <DeleteReportDialog report={deleteTarget} />}
    </div>
  );
}

function ReportList() {
  const { t } = useTranslation();
  const actor = ReportListContext.useActorRef();
  const reports = ReportListContext.useSelector(selectReports);
  const options = ReportListContext.useSelector(selectListOptions);
  if (reports.length === 0)
    return <EmptyState title={t('reports:empty.title')} description={t('reports:empty.description')} />;
  return (
    <List aria-label={t('pages:titles.reports')}>
      {reports.map((report) => (
        <li key={report.id}>
          <Card css={{ display: 'grid', gap: 12, padding: 16 }}>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <h2 css={{ margin: 0, fontSize: 17, overflowWrap: 'anywhere', flex: '1 1 200px' }}>
                {report.name}
              </h2>
              <Badge tone={report.emailEnabled ? 'success' : 'neutral'}>
                {t('reports:columns.email')}:{' '}
                {report.emailEnabled ? t('reports:emailOn') : t('reports:emailOff')}
              </Badge>
            </div>
            <Facts>
              <dt>{t('reports:columns.time')}</dt>
              <dd>{report.timeOfDay}</dd>
              <dt>{t('reports:columns.recipients')}</dt>
              <dd>{report.recipients.join(', ')}</dd>
              <dt>{t('reports:columns.covers')}</dt>
              <dd>{coverageText(report, options, t)}</dd>
            </Facts>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <Link
                href={pathTo('/reports/:id', { id: report.id })}
                aria-label={t('reports:editLabel', { name: report.name })}
                css={linkButtonCss}
              >
                {t('reports:edit')}
              </Link>
              <Button
                variant="secondary"
                aria-label={t('reports:deleteLabel', { name: report.name })}
                onClick={() => actor.send({ type: 'delete.ask', reportId: report.id })}
              >
                {t('reports:delete')}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </List>
  );
}

const linkButtonCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.controlHeight,
  padding: '0 18px',
  borderRadius: theme.radius.md,
  background: theme.colors.primary,
  color: theme.colors.neutral,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.primaryDeep },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
});
