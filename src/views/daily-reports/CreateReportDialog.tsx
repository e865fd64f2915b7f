import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCreateFailure,
  selectIsSubmitting,
  selectListOptions,
} from '../../machines/daily-reports/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { emptyReportForm } from './report-form.ts';
import { ReportForm } from './ReportForm.tsx';
import { ReportListContext } from './reports-context.ts';

/** The new report's form; it stays open with what was typed when the server refuses it. */
export function CreateReportDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const actor = ReportListContext.useActorRef();
  const options = ReportListContext.useSelector(selectListOptions);
  const submitting = ReportListContext.useSelector(selectIsSubmitting);
  const failure = ReportListContext.useSelector(selectCreateFailure);
  const errorText = useErrorText();
  const cancel = () => actor.send({ type: 'create.cancel' });
  return (
    <ModalDialog labelledBy={titleId} onCancel={cancel} width={640}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        {t('reports:createTitle')}
      </h2>
      <ReportForm
        options={options}
        defaultValues={emptyReportForm}
        onSubmit={(values) => actor.send({ type: 'create.submit', values })}
        status={
          failure && (
            <Alert role="alert">{t('reports:form.createFailed', { message: errorText(failure) })}</Alert>
          )
        }
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('reports:cancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('reports:creating') : t('reports:create')}
            </Button>
          </>
        }
      />
    </ModalDialog>
  );
}
