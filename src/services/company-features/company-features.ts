import { http } from '../http.ts';
import { companyFeaturesSchema, type CompanyFeatures } from '../../api-contract/company-features.ts';

/** What the signed-in user's company has turned on; the session loads it with the user. */
export function getCompanyFeatures({ signal }: { signal?: AbortSignal } = {}): Promise<CompanyFeatures> {
  return http.getJson('company-features', companyFeaturesSchema, { signal });
}
