import { ReportListContext } from './reports-context.ts';
import { ReportsScreen } from './ReportsScreen.tsx';
import { usePageTexts } from '../../i18n/page-texts.ts';
import reports from '../../i18n/resources/pt-BR/reports.ts';

/** /reports: the company's daily report e-mails (administrators only). */
export default function ReportsPage() {
  usePageTexts({ reports });
  return (
    <ReportListContext.Provider>
      <ReportsScreen />
    </ReportListContext.Provider>
  );
}
