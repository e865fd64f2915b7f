import type { CompanyFeature, CompanyFeatures } from '../../../src/api-contract/company-features.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';

/** What the caller's company has turned on, and the refusal of a feature it has turned off. */
export function createCompanyFeaturesService({ store }: { store: Store }) {
  return {
    of: (caller: Caller): Promise<CompanyFeatures> => store.companyFeatures.of(caller.companyId),

    /** Throws the 403 of spec section 7's "not allowed" when the company has `feature` off. */
    async require(caller: Caller, feature: CompanyFeature): Promise<void> {
      if (!(await store.companyFeatures.isOn(caller.companyId, feature))) {
        throw new DomainError('feature-off');
      }
    },
  };
}
