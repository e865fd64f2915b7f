import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CompanyFeature } from '../../src/api-contract/company-features.ts';
import type { Domain } from '../features/index.ts';
import type { ApiEnv } from './auth.ts';

/**
 * The endpoints of a feature the caller's company has turned off answer 403 "Este recurso não está
 * habilitado para a sua empresa.", before any route or abuse limit: each feature's paths under /api, one
 * middleware each.
 * Mount after the API's authentication.
 */
const gatedPaths: Record<CompanyFeature, readonly string[]> = {
  // Hono's `/*` also matches the path without it (`/templates` itself).
  templates: ['/templates/*', '/load/template/*', '/users/settings/share-template/*'],
  chat: ['/meeting-chat/*'],
  enablement: ['/enablement/*'],
  integrations: ['/users/integrations/*'],
  dailyReports: ['/daily-report-config/*'],
  botConfig: ['/companies/bot-config/*'],
  calendar: [
    '/calendar/*',
    '/synccalendar',
    '/synccalendaroutlook',
    '/authcalendar/*',
    '/setauthcalendaroutlook/*',
    '/authcalendaroutlook/*',
    '/disconnect-google-calendar',
    '/disconnect-outlook-calendar',
  ],
};

export function featureGates({ companyFeatures }: Pick<Domain, 'companyFeatures'>) {
  const gates = new Hono<ApiEnv>();
  for (const [feature, paths] of Object.entries(gatedPaths) as [CompanyFeature, readonly string[]][]) {
    const gate = createMiddleware<ApiEnv>(async (c, next) => {
      await companyFeatures.require(c.get('caller'), feature);
      await next();
    });
    for (const path of paths) gates.use(path, gate);
  }
  return gates;
}
