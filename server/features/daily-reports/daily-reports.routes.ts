import { Hono } from 'hono';
import type { ServerConfig } from '../../config.ts';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { rateLimited } from '../../http/rate-limit.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  createDailyReportConfigSchema,
  dailyReportConfigListSchema,
  dailyReportConfigSchema,
  dailyReportMessages,
  dailyReportOptionsSchema,
  dailyReportTestSentSchema,
  updateDailyReportConfigSchema,
} from '../../../src/api-contract/daily-report.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

const hour = 60 * 60_000;

/**
 * `/api/daily-report-config`: the company's daily report e-mails, administrators only. Non-administrators
 * are refused (403) before their body is read; the service checks again. "Send a test now" mails a report
 * at once, so it is limited per user.
 */
export function dailyReportsRoutes(
  { dailyReports, limits }: Pick<Domain, 'dailyReports' | 'limits'>,
  config: Pick<ServerConfig, 'limits'>,
) {
  const testLimit = rateLimited<ApiEnv>({
    limiter: limits.rateLimiter('daily-report-tests', {
      limit: config.limits.dailyReportTestsPerHour,
      windowMs: hour,
    }),
    keyOf: (c) => c.get('caller').userId,
    message: dailyReportMessages.tooManyTests,
  });
  return (
    new Hono<ApiEnv>()
      .use('*', async (c, next) => {
        if (!c.get('caller').isAdmin) throw new DomainError('daily-report-admin-only');
        await next();
      })
      .get('/', async (c) =>
        sendParsed(c, dailyReportConfigListSchema, await dailyReports.list(c.get('caller'))),
      )
      .post('/', async (c) => {
        const body = await readJson(c, createDailyReportConfigSchema, 'first-issue');
        return sendParsed(c, dailyReportConfigSchema, await dailyReports.create(c.get('caller'), body));
      })
      // Before /:id: "options" is not a report id.
      .get('/options', async (c) =>
        sendParsed(c, dailyReportOptionsSchema, await dailyReports.options(c.get('caller'))),
      )
      .get('/:id', async (c) =>
        sendParsed(c, dailyReportConfigSchema, await dailyReports.read(c.get('caller'), c.req.param('id'))),
      )
      .patch('/:id', async (c) => {
        const body = await readJson(c, updateDailyReportConfigSchema, 'first-issue');
        return sendParsed(
          c,
          dailyReportConfigSchema,
          await dailyReports.update(c.get('caller'), c.req.param('id'), body),
        );
      })
      .delete('/:id', async (c) => {
        await dailyReports.remove(c.get('caller'), c.req.param('id'));
        return c.body(null, 204);
      })
      .post('/:id/send-test', testLimit, async (c) =>
        sendParsed(
          c,
          dailyReportTestSentSchema,
          await dailyReports.sendTest(c.get('caller'), c.req.param('id')),
        ),
      )
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const dailyReportsOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/daily-report-config',
    summary: "The company's daily report e-mails (administrators)",
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 200: { description: 'The reports', json: dailyReportConfigListSchema } },
  },
  {
    method: 'POST',
    path: '/api/daily-report-config',
    summary: 'Creates a daily report e-mail (administrators)',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    body: { json: createDailyReportConfigSchema },
    answers: { 200: { description: 'The report', json: dailyReportConfigSchema } },
  },
  {
    method: 'GET',
    path: '/api/daily-report-config/options',
    summary: 'The teams and people a report may cover (administrators)',
    tag: 'Other',
    auth: 'user',
    answers: { 200: { description: 'The options', json: dailyReportOptionsSchema } },
  },
  {
    method: 'GET',
    path: '/api/daily-report-config/:id',
    summary: 'One daily report e-mail (administrators)',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 200: { description: 'The report', json: dailyReportConfigSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/daily-report-config/:id',
    summary: 'Changes a daily report e-mail (administrators)',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    body: { json: updateDailyReportConfigSchema },
    answers: { 200: { description: 'The report', json: dailyReportConfigSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/daily-report-config/:id',
    summary: 'Removes a daily report e-mail (administrators)',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 204: { description: 'Removed' } },
  },
  {
    method: 'POST',
    path: '/api/daily-report-config/:id/send-test',
    summary: 'Mails the report now, to check its content (administrators; limited per hour)',
    tag: 'Other',
    auth: 'user',
    answers: { 200: { description: 'Sent', json: dailyReportTestSentSchema } },
  },
];
