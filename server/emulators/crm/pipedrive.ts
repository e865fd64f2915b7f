import { Hono, type Context } from 'hono';
import { demoContacts, demoDeals, findDemoContact, keyStanding, type DemoContact } from './demo-accounts.ts';
import type { ReceivedNotes } from './received-notes.ts';

/*
 * The paths of Pipedrive's API v1 the adapter (server/features/crm/adapters/pipedrive.ts) calls, with Pipedrive's envelope
 * `{ success, data, additional_data }` and its error body `{ success: false, error, errorCode }`
 * (https://developers.pipedrive.com/docs/api/v1). Persons are 100 + n, deals 700 + n.
 */
const personId = (contact: DemoContact) => 100 + contact.index;
const dealId = (index: number) => 700 + index;
const pagination = { start: 0, limit: 100, more_items_in_collection: false };

const failure = (c: Context, status: 400 | 401 | 404 | 503, message: string) =>
  c.json(
    {
      success: false,
      error: message,
      errorCode: status,
      error_info: 'Please check developers.pipedrive.com',
    },
    status,
  );

const dealObject = (deal: (typeof demoDeals)[number]) => ({
  id: dealId(deal.index),
  title: deal.title,
  value: deal.amount,
  currency: 'BRL',
  status: 'open',
  person_id: { value: personId(deal.contact), name: deal.contact.name },
  org_name: deal.contact.company,
});

type NoteBody = { content?: unknown; person_id?: unknown; deal_id?: unknown };

export function pipedriveEmulator(notes: ReceivedNotes): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    const standing = keyStanding('pipedrive', c.req.query('api_token'));
    if (standing === 'refused') return failure(c, 401, 'unauthorized access');
    if (standing === 'unavailable' && c.req.method !== 'GET') return failure(c, 503, 'Service Unavailable');
    await next();
  });

  return api
    .get('/v1/users/me', (c) =>
      c.json({
        success: true,
        data: {
          id: 12_345,
          name: 'Conta demonstração Pauta',
          email: 'demo@pauta.local',
          company_id: 1,
          company_name: 'Pauta (emulador)',
          company_domain: 'pauta-demo',
          locale: 'pt_BR',
        },
      }),
    )
    .get('/v1/persons/search', (c) => {
      const term = c.req.query('term') ?? '';
      if (term.trim().length < 2) return failure(c, 400, 'term must be at least 2 characters long');
      const contact = c.req.query('fields') === 'email' ? findDemoContact(term) : undefined;
      const items = contact
        ? [
            {
              result_score: 1,
              item: {
                id: personId(contact),
                type: 'person',
                name: contact.name,
                phones: [],
                emails: [contact.email],
                visible_to: 3,
                owner: { id: 12_345 },
                organization: { name: contact.company, address: null },
              },
            },
          ]
        : [];
      return c.json({ success: true, data: { items }, additional_data: { pagination } });
    })
    .get('/v1/persons/:id/deals', (c) => {
      const contact = demoContacts.find((candidate) => String(personId(candidate)) === c.req.param('id'));
      if (!contact) return failure(c, 404, 'Person not found');
      const deals = demoDeals.filter((deal) => deal.contact === contact).map(dealObject);
      return c.json({
        success: true,
        data: deals.length > 0 ? deals : null,
        additional_data: { pagination },
      });
    })
    .post('/v1/notes', async (c) => {
      const body = (await c.req.json().catch(() => null)) as NoteBody | null;
      if (typeof body?.content !== 'string' || body.content.trim() === '') {
        return failure(c, 400, 'Content is required');
      }
      const contact = demoContacts.find((candidate) => personId(candidate) === Number(body.person_id));
      const deal = demoDeals.find((candidate) => dealId(candidate.index) === Number(body.deal_id));
      if (!contact && !deal)
        return failure(c, 400, 'Note must be attached to a deal, person or organization');
      const stored = notes.add({
        provider: 'pipedrive',
        contactEmail: contact?.email ?? null,
        dealTitle: deal?.title ?? null,
        body: body.content,
      });
      const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
      return c.json(
        {
          success: true,
          data: {
            id: 3000 + Number(stored.id),
            content: body.content,
            person_id: contact ? personId(contact) : null,
            deal_id: deal ? dealId(deal.index) : null,
            add_time: now,
            update_time: now,
            active_flag: true,
          },
        },
        201,
      );
    });
}
