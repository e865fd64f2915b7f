import { Hono, type Context } from 'hono';
import { demoContacts, demoDeals, findDemoContact, keyStanding, type DemoContact } from './demo-accounts.ts';
import type { ReceivedNotes } from './received-notes.ts';

/*
 * The paths of RD Station CRM's API v1 the adapter (server/features/crm/adapters/rdstation.ts) calls, with its payloads
 * (records carry both `_id` and `id`, 24 hexadecimal characters) and status codes
 * (https://developers.rdstation.com/reference/rdcrm-introducao-e-requisitos).
 */
const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const contactId = (contact: DemoContact) => hexId('c0', contact.index);
const dealId = (index: number) => hexId('d0', index);
const ownerId = hexId('a0', 1);
const createdAt = '2026-01-05T09:00:00.000-03:00';

const failure = (c: Context, status: 400 | 401 | 404 | 503, message: string) =>
  c.json({ errors: message }, status);

type ActivityBody = { activity?: { deal_id?: unknown; user_id?: unknown; text?: unknown } };

export function rdstationEmulator(notes: ReceivedNotes): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    const standing = keyStanding('rdstation', c.req.query('token'));
    if (standing === 'refused') return failure(c, 401, 'Token inválido');
    if (standing === 'unavailable' && c.req.method !== 'GET') return failure(c, 503, 'Serviço indisponível');
    await next();
  });

  return api
    .get('/api/v1/users', (c) =>
      c.json({
        users: [
          {
            _id: ownerId,
            id: ownerId,
            name: 'Demonstração',
            email: 'demo@pauta.local',
            active: true,
            hidden: false,
          },
        ],
      }),
    )
    .get('/api/v1/contacts', (c) => {
      const email = c.req.query('email');
      const matches = email
        ? [findDemoContact(email)].filter((contact) => contact !== undefined)
        : demoContacts;
      const contacts = matches.map((contact) => ({
        _id: contactId(contact),
        id: contactId(contact),
        name: contact.name,
        title: null,
        emails: [{ email: contact.email }],
        phones: [],
        deal_ids: contact.deal ? [dealId(contact.deal.index)] : [],
        organization_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      }));
      return c.json({ total: contacts.length, has_more: false, contacts });
    })
    .get('/api/v1/deals/:id', (c) => {
      const deal = demoDeals.find((candidate) => dealId(candidate.index) === c.req.param('id'));
      if (!deal) return failure(c, 404, 'Negociação não encontrada');
      return c.json({
        _id: dealId(deal.index),
        id: dealId(deal.index),
        name: deal.title,
        amount_total: deal.amount,
        win: null,
        hold: null,
        user: { _id: ownerId, id: ownerId, name: 'Demonstração', email: 'demo@pauta.local' },
        contacts: [{ name: deal.contact.name, emails: [{ email: deal.contact.email }] }],
        created_at: createdAt,
        updated_at: createdAt,
      });
    })
    .post('/api/v1/activities', async (c) => {
      const body = (await c.req.json().catch(() => null)) as ActivityBody | null;
      const activity = body?.activity;
      if (
        typeof activity?.text !== 'string' ||
        activity.text.trim() === '' ||
        typeof activity.deal_id !== 'string'
      ) {
        return failure(c, 400, 'Os campos deal_id e text são obrigatórios');
      }
      const deal = demoDeals.find((candidate) => dealId(candidate.index) === activity.deal_id);
      if (!deal) return failure(c, 404, 'Negociação não encontrada');
      const stored = notes.add({
        provider: 'rdstation',
        contactEmail: deal.contact.email,
        dealTitle: deal.title,
        body: activity.text,
      });
      const id = hexId('f0', Number(stored.id));
      return c.json({
        _id: id,
        id,
        deal_id: activity.deal_id,
        user_id: typeof activity.user_id === 'string' ? activity.user_id : ownerId,
        text: activity.text,
        date: new Date().toISOString(),
        created_at: new Date().toISOString(),
      });
    });
}
