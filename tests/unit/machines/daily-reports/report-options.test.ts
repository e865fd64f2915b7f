import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { HttpError } from '../../../../src/services/http-error.ts';
import {
  getDailyReport,
  getDailyReportOptions,
  listDailyReports,
} from '../../../../src/services/daily-reports/daily-reports.ts';
import { reportEditorActors, reportListActors } from '../../../../src/machines/daily-reports/actors.ts';
import type { DailyReportConfig } from '../../../../src/api-contract/daily-report.ts';

vi.mock('../../../../src/services/daily-reports/daily-reports.ts', () => ({
  listDailyReports: vi.fn<typeof listDailyReports>(),
  getDailyReport: vi.fn<typeof getDailyReport>(),
  getDailyReportOptions: vi.fn<typeof getDailyReportOptions>(),
}));

const report = { id: 'r1' } as DailyReportConfig;
const unknownRoute = new HttpError(404, 'Recurso não encontrado.', {
  body: { status: 404, title: 'Not Found', message: 'Recurso não encontrado.' },
});

/** The report form's options are an extension (issue 28): a server without them leaves the pages working. */
describe('daily reports: the coverage options', () => {
  beforeEach(() => {
    vi.mocked(listDailyReports).mockResolvedValue([report]);
    vi.mocked(getDailyReport).mockResolvedValue(report);
  });

  it('a server without them (404): the list and the form load with no teams or people to choose', async () => {
    vi.mocked(getDailyReportOptions).mockRejectedValue(unknownRoute);
    await expect(toPromise(createActor(reportListActors.loadReports).start())).resolves.toEqual({
      reports: [report],
      options: { teams: [], sellers: [] },
    });
    const editor = createActor(reportEditorActors.loadReport, { input: { reportId: 'r1' } }).start();
    await expect(toPromise(editor)).resolves.toEqual({ report, options: { teams: [], sellers: [] } });
  });

  it('any other failure still fails the page', async () => {
    vi.mocked(getDailyReportOptions).mockRejectedValue(new HttpError(500, 'HTTP 500'));
    await expect(toPromise(createActor(reportListActors.loadReports).start())).rejects.toThrow('HTTP 500');
  });
});
