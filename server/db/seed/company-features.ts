import type { CompanyFeatures } from '../../../src/api-contract/company-features.ts';
import { allCompanyFeatures } from '../../../src/api-contract/company-features.ts';
import { companies } from './accounts.ts';

/**
 * What each seeded company has turned on: the demo company everything; the other one has no team dashboard,
 * no daily reports and no calendar, so the app's answer to a feature being off can be seen (docs/features/settings.md).
 */
export const seededCompanyFeatures: Record<string, CompanyFeatures> = {
  [companies.demo.id]: allCompanyFeatures,
  [companies.other.id]: { ...allCompanyFeatures, enablement: false, dailyReports: false, calendar: false },
};
