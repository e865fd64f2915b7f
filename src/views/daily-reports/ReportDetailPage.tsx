import type { PageProps } from '../page-props.ts';
import { ReportDetailScreen } from './ReportDetailScreen.tsx';
import { ReportEditorContext } from './reports-context.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import reports from '../../i18n/resources/pt-BR/reports.ts';

/** /reports/:id: one daily report's form and its test e-mail. */
export default function ReportDetailPage({ params }: PageProps) {
  usePageTexts({ reports });
  const reportId = params.id ?? '';
  // A new id is a new report: a fresh actor, nothing carried over.
  return (
    <ReportEditorContext.Provider key={reportId} options={{ input: { reportId } }}>
      <ReportDetailScreen />
    </ReportEditorContext.Provider>
  );
}
