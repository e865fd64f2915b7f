import type { Database } from '../../db/database.ts';
import {
  allCompanyFeatures,
  companyFeatureNames,
  type CompanyFeature,
  type CompanyFeatures,
} from '../../../src/api-contract/company-features.ts';

const isFeature = (name: string): name is CompanyFeature =>
  (companyFeatureNames as readonly string[]).includes(name);

/** `company_features`: a company's decisions about its features; a feature without a row is on. */
export function createCompanyFeaturesRepository(db: Database) {
  return {
    async of(companyId: string): Promise<CompanyFeatures> {
      const rows = await db.query<{ feature: string; enabled: boolean }>(
        'SELECT feature, enabled FROM company_features WHERE company_id = $1',
        [companyId],
      );
      const features = { ...allCompanyFeatures };
      // A row of a feature this version no longer knows is left out rather than failing the answer.
      for (const row of rows) if (isFeature(row.feature)) features[row.feature] = row.enabled;
      return features;
    },

    async isOn(companyId: string, feature: CompanyFeature): Promise<boolean> {
      const [row] = await db.query<{ enabled: boolean }>(
        'SELECT enabled FROM company_features WHERE company_id = $1 AND feature = $2',
        [companyId, feature],
      );
      return row?.enabled ?? true;
    },
  };
}
