import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { demoContacts, demoDeals, findDemoContact, keyStanding, type DemoContact } from './demo-accounts.ts';
import type { ReceivedNotes } from './received-notes.ts';

/*
 * The paths of HubSpot's CRM API the adapter (server/features/crm/adapters/hubspot.ts) calls, with HubSpot's payloads, status
 * codes and error body `{ status: 'error', message, correlationId, category }`
 * (https://developers.hubspot.com/docs/api/error-handling). Contacts are 1000 + n, deals 5000 + n.
 */
const contactId = (contact: DemoContact) => String(1000 + contact.index);
const dealId = (index: number) => String(5000 + index);
const createdAt = '2026-01-05T12:00:00.000Z';

const error = (c: Context, status: 400 | 401 | 404 | 503, category: string, message: string) =>
  c.json({ status: 'error', message, correlationId: randomUUID(), category }, status);

const contactObject = (contact: DemoContact) => {
  const [firstname, ...rest] = contact.name.split(' ');
  return {
    id: contactId(contact),
    properties: {
      email: contact.email,
      firstname,
      lastname: rest.join(' '),
      hs_object_id: contactId(contact),
      createdate: createdAt,
      lastmodifieddate: createdAt,
    },
    createdAt,
    updatedAt: createdAt,
    archived: false,
  };
};

type Filter = { propertyName?: unknown; operator?: unknown; value?: unknown };
type SearchBody = { filterGroups?: Array<{ filters?: Filter[] }>; limit?: unknown };
type NoteBody = {
  properties?: { hs_note_body?: unknown; hs_timestamp?: unknown };
  associations?: Array<{ to?: { id?: unknown }; types?: Array<{ associationTypeId?: unknown }> }>;
};

export function hubspotEmulator(notes: ReceivedNotes): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const standing = keyStanding('hubspot', token);
    if (standing === 'refused') {
      return error(
        c,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    }
    if (standing === 'unavailable' && c.req.method !== 'GET') {
      return error(c, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.');
    }
    await next();
  });

  return api
    .get('/crm/v3/objects/contacts', (c) => {
      const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 10) || 10, 1), 100);
      return c.json({ results: demoContacts.slice(0, limit).map(contactObject) });
    })
    .post('/crm/v3/objects/contacts/search', async (c) => {
      const body = (await c.req.json().catch(() => null)) as SearchBody | null;
      const filter = body?.filterGroups?.[0]?.filters?.[0];
      if (
        !filter ||
        filter.propertyName !== 'email' ||
        filter.operator !== 'EQ' ||
        typeof filter.value !== 'string'
      ) {
        return error(c, 400, 'VALIDATION_ERROR', 'This emulator searches contacts by one `email EQ` filter.');
      }
      const contact = findDemoContact(filter.value);
      const results = contact ? [contactObject(contact)] : [];
      return c.json({ total: results.length, results });
    })
    .get('/crm/v4/objects/contacts/:id/associations/deals', (c) => {
      const contact = demoContacts.find((candidate) => contactId(candidate) === c.req.param('id'));
      if (!contact) return error(c, 404, 'OBJECT_NOT_FOUND', 'Object not found.');
      const results = contact.deal
        ? [
            {
              toObjectId: Number(dealId(contact.deal.index)),
              associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 4, label: null }],
            },
          ]
        : [];
      return c.json({ results });
    })
    .get('/crm/v3/objects/deals/:id', (c) => {
      const deal = demoDeals.find((candidate) => dealId(candidate.index) === c.req.param('id'));
      if (!deal) return error(c, 404, 'OBJECT_NOT_FOUND', 'Object not found.');
      return c.json({
        id: dealId(deal.index),
        properties: { dealname: deal.title, amount: String(deal.amount), dealstage: 'presentationscheduled' },
        createdAt,
        updatedAt: createdAt,
        archived: false,
      });
    })
    .post('/crm/v3/objects/notes', async (c) => {
      const body = (await c.req.json().catch(() => null)) as NoteBody | null;
      const properties = body?.properties;
      if (typeof properties?.hs_timestamp !== 'string' || typeof properties.hs_note_body !== 'string') {
        return error(c, 400, 'VALIDATION_ERROR', 'Property values were not valid: hs_timestamp is required.');
      }
      const targets = (body?.associations ?? []).map((association) => ({
        id: String(association.to?.id),
        type: association.types?.[0]?.associationTypeId,
      }));
      const contact = demoContacts.find((candidate) =>
        targets.some((target) => target.type === 202 && target.id === contactId(candidate)),
      );
      const deal = demoDeals.find((candidate) =>
        targets.some((target) => target.type === 214 && target.id === dealId(candidate.index)),
      );
      if (targets.length > 0 && !contact && !deal) {
        return error(c, 400, 'VALIDATION_ERROR', 'One or more associations are invalid.');
      }
      const stored = notes.add({
        provider: 'hubspot',
        contactEmail: contact?.email ?? null,
        dealTitle: deal?.title ?? null,
        body: properties.hs_note_body,
      });
      const now = new Date().toISOString();
      return c.json(
        {
          id: String(90_000 + Number(stored.id)),
          properties: { ...properties, hs_createdate: now, hs_lastmodifieddate: now },
          createdAt: now,
          updatedAt: now,
          archived: false,
        },
        201,
      );
    });
}
