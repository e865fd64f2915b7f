import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectEditorFailure,
  selectEditorLoadFailed,
  selectEditorOptions,
  selectEditorReport,
  selectIsSaving,
  selectWasSaved,
} from '../../machines/daily-reports/selectors.ts';
import type { DailyReportConfig } from '../../api-contract/daily-report.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { LiveStatus } from '../components/LiveStatus.tsx';
import { PageTitle } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { toFormValues } from './report-form.ts';
import { ReportForm } from './ReportForm.tsx';
import { ReportEditorContext } from './reports-context.ts';
import { SendTestPanel } from './SendTestPanel.tsx';
import { pathTo } from '../../domain/route-paths.ts';

const pageCss = { maxWidth: 760, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

export function ReportDetailScreen() {
  const { t } = useTranslation();
  const actor = ReportEditorContext.useActorRef();
  const report = ReportEditorContext.useSelector(selectEditorReport);
  const loadFailed = ReportEditorContext.useSelector(selectEditorLoadFailed);
  const error = ReportEditorContext.useSelector(selectEditorFailure);
  const errorText = useErrorText();
  return (
    <div css={pageCss}>
      <Link href={pathTo('/reports')} css={{ justifySelf: 'start' }}>
        {t('reports:back')}
      </Link>
      <PageTitle css={{ margin: 0, overflowWrap: 'anywhere' }}>
        {report ? report.name : t('pages:titles.reportDetail')}
      </PageTitle>
      {loadFailed ? (
        <ErrorState
          title={t('reports:loadFailed')}
          description={error ? errorText(error) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'report.retry' })}
        />
      ) : report ? (
        <>
          <Card>
            <EditForm report={report} />
          </Card>
          <SendTestPanel />
        </>
      ) : (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('reports:loading')}
        </output>
      )}
    </div>
  );
}

/** Mounted once the report is there, so the form starts from it. */
function EditForm({ report }: { report: DailyReportConfig }) {
  const { t } = useTranslation();
  const actor = ReportEditorContext.useActorRef();
  const options = ReportEditorContext.useSelector(selectEditorOptions);
  const saving = ReportEditorContext.useSelector(selectIsSaving);
  const saved = ReportEditorContext.useSelector(selectWasSaved);
  const error = ReportEditorContext.useSelector(selectEditorFailure);
  const errorText = useErrorText();
  return (
    <ReportForm
      options={options}
      defaultValues={toFormValues(report)}
      onSubmit={(values) => actor.send({ type: 'report.save', values })}
      onEdit={() => actor.send({ type: 'report.edit' })}
      status={
        <>
          {error && <Alert role="alert">{t('reports:form.saveFailed', { message: errorText(error) })}</Alert>}
          {saved && (
            <p aria-hidden css={{ margin: 0 }}>
              {t('reports:form.saved')}
            </p>
          )}
          <LiveStatus text={saved ? t('reports:form.saved') : null} />
        </>
      }
      actions={
        <Button type="submit" disabled={saving}>
          {saving ? t('reports:form.saving') : t('reports:form.save')}
        </Button>
      }
    />
  );
}
