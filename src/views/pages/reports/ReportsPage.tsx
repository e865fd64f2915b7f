import { ReportListContext } from './reports-context.ts';
import { ReportsScreen } from './ReportsScreen.tsx';

/** /reports: the company's daily report e-mails (administrators only). */
export default function ReportsPage() {
  return (
    <ReportListContext.Provider>
      <ReportsScreen />
    </ReportListContext.Provider>
  );
}
