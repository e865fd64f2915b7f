/* The caller's CRM connections (spec section 7): HubSpot, RD Station CRM and Pipedrive keys. */
import { http, type HttpClient } from '../http.ts';
import {
  crmIntegrationSchema,
  crmKeyFields,
  type CrmIntegration,
  type CrmProvider,
} from '../../api-contract/crm.ts';

type Options = { signal?: AbortSignal };

const path = (provider: CrmProvider) => `users/integrations/${provider}`;

/** Over an HTTP client: the app's (crmIntegrations below) or a test's. */
export function createCrmClient(client: HttpClient) {
  return {
    read: (provider: CrmProvider, { signal }: Options = {}): Promise<CrmIntegration> =>
      client.getJson(path(provider), crmIntegrationSchema, { signal }),
    /**
     * A key the provider must accept (refused: 400 with a Portuguese sentence, nothing stored), or null to
     * disconnect. The answer shows the key masked.
     */
    setKey: (provider: CrmProvider, key: string | null, { signal }: Options = {}): Promise<CrmIntegration> =>
      client.sendJson('PATCH', path(provider), { [crmKeyFields[provider]]: key }, crmIntegrationSchema, {
        signal,
      }),
  };
}

/** The CRM connections over the app's client, for the integrations page's CRM section. */
export const crmIntegrations = createCrmClient(http);
