import type { ReportEditorData, ReportListData } from '../../../src/machines/daily-reports/actors.ts';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportOptions,
  DailyReportTestSent,
} from '../../../src/api-contract/daily-report.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Shared by the daily report transition, model and view tests. */
export const reportOptions: DailyReportOptions = {
  teams: [
    { id: 'team-1', name: 'Comercial' },
    { id: 'team-2', name: 'Inside Sales' },
  ],
  sellers: [
    { id: 'user-1', name: 'Lucas Almeida', email: 'vendedor@demo.com.br' },
    { id: 'user-2', name: 'Fernanda Lima', email: 'fernanda.lima@demo.com.br' },
  ],
};

export const storedReport: DailyReportConfig = {
  id: 'report-1',
  name: 'Comercial — fim do dia',
  recipients: ['gestao@demo.com.br'],
  teamIds: ['team-1'],
  sellerIds: ['user-2'],
  timeOfDay: '18:30',
  emailEnabled: true,
  lastSentOn: '2026-03-09',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

export const newReportValues: CreateDailyReportConfig = {
  name: 'Inside Sales',
  recipients: ['diretoria@demo.com.br'],
  teamIds: ['team-2'],
  sellerIds: [],
  timeOfDay: '07:45',
  emailEnabled: false,
};

export const createdReport: DailyReportConfig = {
  ...storedReport,
  ...newReportValues,
  sellerIds: [],
  id: 'report-2',
};

export const editedReport: DailyReportConfig = { ...storedReport, timeOfDay: '07:45', emailEnabled: false };

export const loadedList: ReportListData = { reports: [storedReport], options: reportOptions };
export const loadedEditor: ReportEditorData = { report: storedReport, options: reportOptions };

export const testSent: DailyReportTestSent = {
  recipients: ['gestao@demo.com.br'],
  subject: 'Relatório diário: Comercial — fim do dia (10/03/2026)',
  day: '2026-03-10',
  meetingCount: 3,
};

export const refusal = (message: string) =>
  new HttpError(400, 'Bad Request', { body: { status: 400, title: 'Bad Request', message } });
export const tooManyTests = () =>
  new HttpError(429, 'Too Many Requests', {
    body: {
      status: 429,
      title: 'Too Many Requests',
      message: 'Muitos envios de teste em pouco tempo. Aguarde alguns minutos e tente novamente.',
    },
  });
