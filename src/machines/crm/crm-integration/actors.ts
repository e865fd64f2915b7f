import { fromPromise } from 'xstate';
import { crmIntegrations } from '../../../services/crm/crm.ts';
import type { CrmIntegration, CrmProvider } from '../../../api-contract/crm.ts';

type ProviderInput = { provider: CrmProvider };

export const crmIntegrationActors = {
  loadIntegration: fromPromise<CrmIntegration, ProviderInput>(({ input, signal }) =>
    crmIntegrations.read(input.provider, { signal }),
  ),
  /** A key to check and store, or null to disconnect. */
  saveKey: fromPromise<CrmIntegration, ProviderInput & { key: string | null }>(({ input, signal }) =>
    crmIntegrations.setKey(input.provider, input.key, { signal }),
  ),
};
