import { Hono } from 'hono';
import type { Domain } from '../domain/index.ts';
import type { ApiEnv } from '../http/auth.ts';
import { readJson } from '../http/read-request.ts';
import { sendParsed } from '../http/respond.ts';
import {
  crmIntegrationSchema,
  hubspotKeyBodySchema,
  pipedriveKeyBodySchema,
  rdstationKeyBodySchema,
} from '../../src/services/api/schemas/crm.ts';

/**
 * The caller's CRM connections (spec section 7), mounted at `/api/users/integrations`:
 * `GET /{hubspot|rdstation|pipedrive}` (the key masked) and `PATCH` with `{apikeyHubspot}`,
 * `{apikeyRdStation}` or `{apikeyPipedrive}`: a key checked with the provider and stored sealed, or
 * null/empty to disconnect. A bad body or a refused key is a 400 in Portuguese.
 */
export function crmIntegrationRoutes({ crm }: Pick<Domain, 'crm'>) {
  return new Hono<ApiEnv>()
    .get('/hubspot', async (c) =>
      sendParsed(c, crmIntegrationSchema, await crm.integration(c.get('caller'), 'hubspot')),
    )
    .get('/rdstation', async (c) =>
      sendParsed(c, crmIntegrationSchema, await crm.integration(c.get('caller'), 'rdstation')),
    )
    .get('/pipedrive', async (c) =>
      sendParsed(c, crmIntegrationSchema, await crm.integration(c.get('caller'), 'pipedrive')),
    )
    .patch('/hubspot', async (c) => {
      const { apikeyHubspot } = await readJson(c, hubspotKeyBodySchema, 'first-issue');
      return sendParsed(c, crmIntegrationSchema, await crm.setKey(c.get('caller'), 'hubspot', apikeyHubspot));
    })
    .patch('/rdstation', async (c) => {
      const { apikeyRdStation } = await readJson(c, rdstationKeyBodySchema, 'first-issue');
      return sendParsed(
        c,
        crmIntegrationSchema,
        await crm.setKey(c.get('caller'), 'rdstation', apikeyRdStation),
      );
    })
    .patch('/pipedrive', async (c) => {
      const { apikeyPipedrive } = await readJson(c, pipedriveKeyBodySchema, 'first-issue');
      return sendParsed(
        c,
        crmIntegrationSchema,
        await crm.setKey(c.get('caller'), 'pipedrive', apikeyPipedrive),
      );
    });
}
