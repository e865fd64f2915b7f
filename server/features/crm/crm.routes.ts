import { Hono, type Context } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  crmIntegrationSchema,
  hubspotKeyBodySchema,
  pipedriveKeyBodySchema,
  rdstationKeyBodySchema,
  type CrmProvider,
} from '../../../src/api-contract/crm.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `GET /api/users/integrations/{hubspot|rdstation|pipedrive}`: the caller's connection, the key masked.
 * Entries of the integrations route's dispatch by type (./integrations.ts).
 */
export function crmIntegrationReaders({ crm }: Pick<Domain, 'crm'>) {
  const reader = (provider: CrmProvider) => async (c: Context<ApiEnv>) =>
    sendParsed(c, crmIntegrationSchema, await crm.integration(c.get('caller'), provider));
  return { hubspot: reader('hubspot'), rdstation: reader('rdstation'), pipedrive: reader('pipedrive') };
}

/**
 * The caller's CRM keys (spec section 7), mounted at `/api/users/integrations`: `PATCH` with
 * `{apikeyHubspot}`, `{apikeyRdStation}` or `{apikeyPipedrive}`: a key checked with the provider and stored
 * sealed, or null/empty to disconnect. A bad body or a refused key is a 400 in Portuguese.
 */
export function crmIntegrationRoutes({ crm }: Pick<Domain, 'crm'>) {
  return new Hono<ApiEnv>()
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

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const crmOperations: ApiOperation[] = [
  {
    method: 'PATCH',
    path: '/api/users/integrations/hubspot',
    summary: "Stores the caller's HubSpot key, checked with HubSpot (null or empty disconnects)",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: hubspotKeyBodySchema },
    answers: { 200: { description: 'The connection, the key masked', json: crmIntegrationSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/users/integrations/rdstation',
    summary: "Stores the caller's RD Station key, checked with RD Station (null or empty disconnects)",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: rdstationKeyBodySchema },
    answers: { 200: { description: 'The connection, the key masked', json: crmIntegrationSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/users/integrations/pipedrive',
    summary: "Stores the caller's Pipedrive key, checked with Pipedrive (null or empty disconnects)",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: pipedriveKeyBodySchema },
    answers: { 200: { description: 'The connection, the key masked', json: crmIntegrationSchema } },
  },
];
