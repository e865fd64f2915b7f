import { Hono, type Context } from 'hono';
import type { Domain } from '../index.ts';
import type { EnablementFilters } from './enablement.service.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  clientEngagementSchema,
  dashboardChartDataSchema,
  dashboardQuerySchema,
  dashboardStatsSchema,
  meetingTypesSchema,
  nextStepsSchema,
  sellerSkillsSchema,
  seriesQuerySchema,
  talkTimeSchema,
} from '../../../src/api-contract/enablement.ts';

/** The dashboard's own query (`userId`, `period`). */
function dashboardFilters(c: Context): EnablementFilters {
  const { userId, period, ...rest } = readQuery(c, dashboardQuerySchema);
  return { ...rest, sellerId: userId, period };
}

/** The series' query in the spec's words (`vendedor`, `timeFilter`), with the dashboard's other filters. */
function seriesFilters(c: Context): EnablementFilters {
  const { vendedor, timeFilter, ...rest } = readQuery(c, seriesQuerySchema);
  return { ...rest, sellerId: vendedor, period: timeFilter };
}

/** `GET /api/enablement/...` (spec section 7, Enablement): team leaders' and administrators' dashboard. */
export function enablementRoutes({ enablement }: Pick<Domain, 'enablement'>) {
  return new Hono<ApiEnv>()
    .get('/dashboard/stats/:teamId', async (c) =>
      sendParsed(
        c,
        dashboardStatsSchema,
        await enablement.stats(c.get('caller'), c.req.param('teamId'), dashboardFilters(c)),
      ),
    )
    .get('/dashboard/chart-data/:teamId', async (c) =>
      sendParsed(
        c,
        dashboardChartDataSchema,
        await enablement.chartData(c.get('caller'), c.req.param('teamId'), dashboardFilters(c)),
      ),
    )
    .get('/talk-time/:teamId', async (c) =>
      sendParsed(
        c,
        talkTimeSchema,
        await enablement.talkTime(c.get('caller'), c.req.param('teamId'), seriesFilters(c)),
      ),
    )
    .get('/meeting-types/:teamId', async (c) =>
      sendParsed(
        c,
        meetingTypesSchema,
        await enablement.meetingTypes(c.get('caller'), c.req.param('teamId'), seriesFilters(c)),
      ),
    )
    .get('/next-steps/:teamId', async (c) =>
      sendParsed(
        c,
        nextStepsSchema,
        await enablement.nextSteps(c.get('caller'), c.req.param('teamId'), seriesFilters(c)),
      ),
    )
    .get('/client-engagement/:teamId', async (c) =>
      sendParsed(
        c,
        clientEngagementSchema,
        await enablement.clientEngagement(c.get('caller'), c.req.param('teamId'), seriesFilters(c)),
      ),
    )
    .get('/seller-skills/:teamId', async (c) =>
      sendParsed(
        c,
        sellerSkillsSchema,
        await enablement.sellerSkills(c.get('caller'), c.req.param('teamId'), seriesFilters(c)),
      ),
    );
}
