import { z } from 'zod';

/**
 * What a company may have turned on (`GET /api/company-features`), each with whether it is on: one name per product area whose pages
 * and endpoints can be switched off for a company: templates (/templates), chat (the meeting page's AI chat),
 * enablement (the team dashboard), calendar (Google/Outlook calendar pages and sync), integrations
 * (/config/integrations: webhook and CRM keys), dailyReports (/reports) and botConfig (/config/bot).
 */
export const companyFeaturesSchema = z.object({
  templates: z.boolean(),
  chat: z.boolean(),
  enablement: z.boolean(),
  calendar: z.boolean(),
  integrations: z.boolean(),
  dailyReports: z.boolean(),
  botConfig: z.boolean(),
});
export type CompanyFeatures = z.infer<typeof companyFeaturesSchema>;
export type CompanyFeature = keyof CompanyFeatures;
export const companyFeatureNames = companyFeaturesSchema.keyof().options;

/** What a company has before anything is turned off: everything. */
export const allCompanyFeatures: CompanyFeatures = {
  templates: true,
  chat: true,
  enablement: true,
  calendar: true,
  integrations: true,
  dailyReports: true,
  botConfig: true,
};

/** The 403 of an endpoint whose feature the caller's company has turned off. */
export const featureOffMessage = 'Este recurso não está habilitado para a sua empresa.';
