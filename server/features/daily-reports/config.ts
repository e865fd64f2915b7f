import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

export const dailyReportsConfig = configSlice({
  title: 'Daily reports',
  intro: [
    'Daily reports (`/reports`, administrators). Each report has a name, recipients (up to 20 e-mails), the',
    'teams and/or sellers it covers (every member of a chosen team) and a time of day in São Paulo time, with',
    'its e-mail on or off. Once a minute the server sends every report whose time has come and that was not',
    "sent for that day yet: the day's meetings of each covered seller (time, title, situation, the summary's",
    'first sentence, next steps) and the totals, in pt-BR text and simple HTML. The last day sent is kept in the',
    'database and each send is claimed there first, so a restart sends what was due while the server was down',
    '(that day, or the previous one before the time comes again) and never sends a day twice, even with several',
    'server processes on one PostgreSQL. Creating a report, changing its time or turning it back on starts with',
    'the next occurrence. "Enviar teste agora" on a report\'s page mails today\'s report at once, up to',
    '`DAILY_REPORT_TESTS_PER_HOUR` times per administrator per hour. The e-mails go out as [E-mail](#e-mail)',
    'says. Endpoints: `GET/POST /api/daily-report-config`, `GET/PATCH/DELETE /api/daily-report-config/{id}`,',
    '`POST /api/daily-report-config/{id}/send-test` and `GET /api/daily-report-config/options` (the teams and',
    'people a report may cover).',
  ].join('\n'),
  env: z.object({
    DAILY_REPORT_TESTS_PER_HOUR: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe(
        'Daily report test e-mails ("Enviar teste agora") an administrator may send per hour, then 429.',
      ),
  }),
  read: (values) => ({ dailyReportTestsPerHour: values.DAILY_REPORT_TESTS_PER_HOUR }),
});
