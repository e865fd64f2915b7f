import { fromCallback, fromPromise } from 'xstate';
import {
  createDailyReport,
  deleteDailyReport,
  getDailyReport,
  getDailyReportOptions,
  listDailyReports,
  sendDailyReportTest,
  updateDailyReport,
  watchDailyReportChanges,
  type DailyReportChange,
} from '../../services/daily-reports/daily-reports.ts';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportOptions,
  DailyReportTestSent,
} from '../../api-contract/daily-report.ts';
import { isUnavailableError } from '../../services/errors.ts';

/**
 * The teams and people a report may cover, or none when the server does not offer them (an extension,
 * docs/api-conformance.md: 404): the reports page and form still work, the form's team list says there is
 * none to choose, and a report's coverage reads as the server stored it.
 */
async function coverageOptions(signal: AbortSignal): Promise<DailyReportOptions> {
  try {
    return await getDailyReportOptions({ signal });
  } catch (error) {
    if (isUnavailableError(error)) return { teams: [], sellers: [] };
    throw error;
  }
}

/** The list page's data: the reports, and the teams and people their coverage names. */
export type ReportListData = { reports: DailyReportConfig[]; options: DailyReportOptions };
/** The edit page's data: the report and the choices its form offers. */
export type ReportEditorData = { report: DailyReportConfig; options: DailyReportOptions };

type ReportInput = { reportId: string };

export const reportListActors = {
  loadReports: fromPromise<ReportListData>(async ({ signal }) => {
    const [reports, options] = await Promise.all([listDailyReports({ signal }), coverageOptions(signal)]);
    return { reports, options };
  }),
  createReport: fromPromise<DailyReportConfig, { values: CreateDailyReportConfig }>(({ input, signal }) =>
    createDailyReport(input.values, { signal }),
  ),
  deleteReport: fromPromise<void, ReportInput>(({ input, signal }) =>
    deleteDailyReport(input.reportId, { signal }),
  ),
  /** Writes made anywhere (the edit page) reach the list. */
  watchReportChanges: fromCallback<DailyReportChange>(({ sendBack }) => watchDailyReportChanges(sendBack)),
};

export const reportEditorActors = {
  loadReport: fromPromise<ReportEditorData, ReportInput>(async ({ input, signal }) => {
    const [report, options] = await Promise.all([
      getDailyReport(input.reportId, { signal }),
      coverageOptions(signal),
    ]);
    return { report, options };
  }),
  saveReport: fromPromise<DailyReportConfig, ReportInput & { values: CreateDailyReportConfig }>(
    ({ input, signal }) => updateDailyReport(input.reportId, input.values, { signal }),
  ),
  sendTest: fromPromise<DailyReportTestSent, ReportInput>(({ input, signal }) =>
    sendDailyReportTest(input.reportId, { signal }),
  ),
};
