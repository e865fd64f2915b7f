import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDeleteFailure, selectIsDeleting } from '../../machines/daily-reports/selectors.ts';
import type { DailyReportConfig } from '../../api-contract/daily-report.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { ReportListContext } from './reports-context.ts';

/** Deleting cannot be undone, so it asks first; the safe choice has the focus. */
export function DeleteReportDialog({ report }: { report: DailyReportConfig }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const actor = ReportListContext.useActorRef();
  const deleting = ReportListContext.useSelector(selectIsDeleting);
  const failure = ReportListContext.useSelector(selectDeleteFailure);
  const errorText = useErrorText();
  useEffect(() => keep.current?.focus(), []);
  const cancel = () => actor.send({ type: 'delete.cancel' });
  return (
    <ModalDialog labelledBy={titleId} describedBy={descriptionId} onCancel={cancel}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        {t('reports:deleteDialog.title', { name: report.name })}
      </h2>
      <p id={descriptionId} css={{ margin: 0 }}>
        {t('reports:deleteDialog.description')}
      </p>
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
        <Button ref={keep} variant="secondary" onClick={cancel}>
          {t('reports:deleteDialog.keep')}
        </Button>
        <Button disabled={deleting} onClick={() => actor.send({ type: 'delete.confirm' })}>
          {deleting ? t('reports:deleteDialog.deleting') : t('reports:deleteDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
