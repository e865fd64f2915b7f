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
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

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

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const enablementOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/enablement/dashboard/stats/:teamId',
    summary: "The dashboard's figures for a team (its leaders and administrators)",
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: dashboardQuerySchema,
    answers: { 200: { description: 'The figures', json: dashboardStatsSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/dashboard/chart-data/:teamId',
    summary: "The dashboard's daily chart for a team",
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: dashboardQuerySchema,
    answers: { 200: { description: 'The chart', json: dashboardChartDataSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/talk-time/:teamId',
    summary: "Each seller's share of the talking, for a team",
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: seriesQuerySchema,
    answers: { 200: { description: 'The series', json: talkTimeSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/meeting-types/:teamId',
    summary: 'Meetings by type, for a team',
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: seriesQuerySchema,
    answers: { 200: { description: 'The series', json: meetingTypesSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/next-steps/:teamId',
    summary: 'How often meetings end with next steps, for a team',
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: seriesQuerySchema,
    answers: { 200: { description: 'The series', json: nextStepsSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/client-engagement/:teamId',
    summary: "The clients' engagement, for a team",
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: seriesQuerySchema,
    answers: { 200: { description: 'The series', json: clientEngagementSchema } },
  },
  {
    method: 'GET',
    path: '/api/enablement/seller-skills/:teamId',
    summary: "The sellers' skills, for a team",
    tag: 'Enablement',
    specSection: '7. Calls (Enablement)',
    auth: 'user',
    query: seriesQuerySchema,
    answers: { 200: { description: 'The series', json: sellerSkillsSchema } },
  },
];
