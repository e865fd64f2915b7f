import { z } from 'zod';
import type { CrmAdapter } from './provider.ts';
import { crmJson, crmJsonFound, crmUrl, type CrmHttpOptions } from './http.ts';

/*
 * RD Station CRM API v1 with the account's `token` query parameter
 * (https://developers.rdstation.com/reference/rdcrm-introducao-e-requisitos):
 * - key check: `GET /api/v1/users` ("Listar usuários", any valid token reads it; 401 when the token is bad);
 * - contact by e-mail: `GET /api/v1/contacts?email=` (`{ contacts: [{ id, deal_ids }] }`);
 * - the deal: `GET /api/v1/deals/{id}` (its `user` owns the note);
 * - the note ("anotação"): `POST /api/v1/activities` with `{ activity: { deal_id, user_id, text } }`.
 * RD Station's notes live on deals: a contact without a deal cannot take one, which the follow-up reports.
 */
const usersSchema = z.object({ users: z.array(z.object({ id: z.string() }).loose()) });
const contactsSchema = z.object({
  contacts: z.array(z.object({ id: z.string(), deal_ids: z.array(z.string()).optional() })),
});
const dealSchema = z.object({
  id: z.string(),
  name: z.string(),
  user: z.object({ id: z.string() }).nullish(),
});
const activitySchema = z.object({ id: z.string() }).loose();

export function createRdStationAdapter(baseUrl: string, http: CrmHttpOptions): CrmAdapter {
  const url = (key: string, path: string, query: Record<string, string> = {}) =>
    crmUrl(baseUrl, path, { ...query, token: key });

  return {
    provider: 'rdstation',
    async verifyKey(key) {
      await crmJsonFound(http, { method: 'GET', url: url(key, '/api/v1/users') }, usersSchema);
    },
    async addNote(key, emails, note) {
      // A contact without a deal cannot hold the note: another participant's deal may.
      let withoutDeal: { id: string; email: string } | undefined;
      for (const email of emails) {
        const found = await crmJsonFound(
          http,
          { method: 'GET', url: url(key, '/api/v1/contacts', { email }) },
          contactsSchema,
        );
        const contact = found.contacts[0];
        if (!contact) continue;
        const dealId = contact.deal_ids?.[0];
        const deal = dealId
          ? await crmJson(
              http,
              { method: 'GET', url: url(key, `/api/v1/deals/${encodeURIComponent(dealId)}`) },
              dealSchema,
            )
          : null;
        if (!deal) {
          withoutDeal ??= { id: contact.id, email };
          continue;
        }
        await crmJsonFound(
          http,
          {
            method: 'POST',
            url: url(key, '/api/v1/activities'),
            body: {
              activity: {
                deal_id: deal.id,
                text: note.plain,
                ...(deal.user ? { user_id: deal.user.id } : {}),
              },
            },
          },
          activitySchema,
        );
        return { kind: 'added', contact: { id: contact.id, email }, deal: { id: deal.id, title: deal.name } };
      }
      return withoutDeal ? { kind: 'noDeal', contact: withoutDeal } : { kind: 'noContact' };
    },
  };
}
