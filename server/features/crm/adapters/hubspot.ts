import { z } from 'zod';
import type { CrmAdapter } from './provider.ts';
import { crmJson, crmJsonFound, crmUrl, type CrmHttpOptions } from './http.ts';

/*
 * HubSpot CRM API v3/v4 with a private app access token as Bearer
 * (https://developers.hubspot.com/docs/api/private-apps):
 * - key check: `GET /crm/v3/objects/contacts?limit=1` (any authenticated read; 401 when the token is bad);
 * - contact by e-mail: `POST /crm/v3/objects/contacts/search` with an `email EQ` filter
 *   (https://developers.hubspot.com/docs/api/crm/search);
 * - the contact's deals: `GET /crm/v4/objects/contacts/{id}/associations/deals`
 *   (https://developers.hubspot.com/docs/api/crm/associations);
 * - the note: `POST /crm/v3/objects/notes` with `hs_timestamp`, `hs_note_body` (HTML) and associations of
 *   HUBSPOT_DEFINED type 202 (note to contact) and 214 (note to deal)
 *   (https://developers.hubspot.com/docs/api/crm/notes).
 */
const noteToContact = 202;
const noteToDeal = 214;

const pageSchema = z.object({ results: z.array(z.object({ id: z.string() })) });
const searchSchema = z.object({
  total: z.number(),
  results: z.array(z.object({ id: z.string(), properties: z.object({ email: z.string().nullish() }) })),
});
const dealAssociationsSchema = z.object({
  results: z.array(z.object({ toObjectId: z.union([z.number(), z.string()]) })),
});
const dealSchema = z.object({ id: z.string(), properties: z.object({ dealname: z.string().nullish() }) });
const createdSchema = z.object({ id: z.string() });

export function createHubSpotAdapter(baseUrl: string, http: CrmHttpOptions): CrmAdapter {
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });

  const findContact = async (key: string, email: string) => {
    const found = await crmJsonFound(
      http,
      {
        method: 'POST',
        url: crmUrl(baseUrl, '/crm/v3/objects/contacts/search'),
        headers: auth(key),
        body: {
          filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }],
          properties: ['email', 'firstname', 'lastname'],
          limit: 1,
        },
      },
      searchSchema,
    );
    return found.results[0];
  };

  const firstDeal = async (key: string, contactId: string) => {
    const associations = await crmJson(
      http,
      {
        method: 'GET',
        url: crmUrl(baseUrl, `/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/deals`),
        headers: auth(key),
      },
      dealAssociationsSchema,
    );
    const dealId = associations?.results[0]?.toObjectId;
    if (dealId === undefined) return null;
    const deal = await crmJson(
      http,
      {
        method: 'GET',
        url: crmUrl(baseUrl, `/crm/v3/objects/deals/${encodeURIComponent(String(dealId))}`, {
          properties: 'dealname',
        }),
        headers: auth(key),
      },
      dealSchema,
    );
    return deal ? { id: deal.id, title: deal.properties.dealname ?? '' } : null;
  };

  return {
    provider: 'hubspot',
    async verifyKey(key) {
      await crmJsonFound(
        http,
        {
          method: 'GET',
          url: crmUrl(baseUrl, '/crm/v3/objects/contacts', { limit: '1' }),
          headers: auth(key),
        },
        pageSchema,
      );
    },
    async addNote(key, emails, note) {
      for (const email of emails) {
        const contact = await findContact(key, email);
        if (!contact) continue;
        const deal = await firstDeal(key, contact.id);
        const association = (id: string, typeId: number) => ({
          to: { id },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }],
        });
        await crmJsonFound(
          http,
          {
            method: 'POST',
            url: crmUrl(baseUrl, '/crm/v3/objects/notes'),
            headers: auth(key),
            body: {
              properties: { hs_timestamp: note.at.toISOString(), hs_note_body: note.html },
              associations: [
                association(contact.id, noteToContact),
                ...(deal ? [association(deal.id, noteToDeal)] : []),
              ],
            },
          },
          createdSchema,
        );
        return { kind: 'added', contact: { id: contact.id, email }, deal };
      }
      return { kind: 'noContact' };
    },
  };
}
