import type { PageProps } from '../page-props.ts';
import { ReportDetailScreen } from './ReportDetailScreen.tsx';
import { ReportEditorContext } from './reports-context.ts';

/** /reports/:id: one daily report's form and its test e-mail. */
export default function ReportDetailPage({ params }: PageProps) {
  const reportId = params.id ?? '';
  // A new id is a new report: a fresh actor, nothing carried over.
  return (
    <ReportEditorContext.Provider key={reportId} options={{ input: { reportId } }}>
      <ReportDetailScreen />
    </ReportEditorContext.Provider>
  );
}
