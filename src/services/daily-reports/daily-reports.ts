/*
 * Daily report e-mail configs (spec section 7, Other): administrators only. Every write answers the config as
 * the server stored it and is announced, so the list shows a report edited on its own page at once.
 */
import { createResourceFeed } from '../resource-feed.ts';
import { z } from 'zod';
import { http } from '../http.ts';
import {
  dailyReportConfigListSchema,
  dailyReportConfigSchema,
  dailyReportOptionsSchema,
  dailyReportTestSentSchema,
  type CreateDailyReportConfig,
  type DailyReportConfig,
  type DailyReportOptions,
  type DailyReportTestSent,
  type UpdateDailyReportConfig,
} from '../../api-contract/daily-report.ts';

type Options = { signal?: AbortSignal };

/** A write to a report config, as whoever shows them learns of it. */
export type DailyReportChange =
  { type: 'reports.saved'; report: DailyReportConfig } | { type: 'reports.removed'; reportId: string };

const reportChanges = createResourceFeed<DailyReportChange>();

/** Every write to a report config from now on; returns the way to stop. */
export function watchDailyReportChanges(listener: (change: DailyReportChange) => void): () => void {
  return reportChanges.subscribe(listener);
}

function announce(change: DailyReportChange): void {
  reportChanges.publish(change);
}

async function saved(write: Promise<DailyReportConfig>): Promise<DailyReportConfig> {
  const report = await write;
  announce({ type: 'reports.saved', report });
  return report;
}

const base = 'daily-report-config';
const reportPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function listDailyReports({ signal }: Options = {}): Promise<DailyReportConfig[]> {
  return http.getJson(base, dailyReportConfigListSchema, { signal });
}

export function getDailyReport(id: string, { signal }: Options = {}): Promise<DailyReportConfig> {
  return http.getJson(reportPath(id), dailyReportConfigSchema, { signal });
}

/** The company's teams and people a report may cover. */
export function getDailyReportOptions({ signal }: Options = {}): Promise<DailyReportOptions> {
  return http.getJson(`${base}/options`, dailyReportOptionsSchema, { signal });
}

export function createDailyReport(
  body: CreateDailyReportConfig,
  { signal }: Options = {},
): Promise<DailyReportConfig> {
  return saved(http.sendJson('POST', base, body, dailyReportConfigSchema, { signal }));
}

export function updateDailyReport(
  id: string,
  body: UpdateDailyReportConfig,
  { signal }: Options = {},
): Promise<DailyReportConfig> {
  return saved(http.sendJson('PATCH', reportPath(id), body, dailyReportConfigSchema, { signal }));
}

export async function deleteDailyReport(id: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', reportPath(id), undefined, z.unknown(), { signal });
  announce({ type: 'reports.removed', reportId: id });
}

/** Today's report, mailed at once to the config's recipients (limited per hour: 429 in Portuguese). */
export function sendDailyReportTest(id: string, { signal }: Options = {}): Promise<DailyReportTestSent> {
  return http.sendJson('POST', `${reportPath(id)}/send-test`, undefined, dailyReportTestSentSchema, {
    signal,
  });
}
