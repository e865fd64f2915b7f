import { z } from 'zod';
import type { CrmAdapter } from './provider.ts';
import { crmJson, crmJsonFound, crmUrl, type CrmHttpOptions } from './http.ts';

/*
 * Pipedrive API v1 with the personal `api_token` query parameter
 * (https://pipedrive.readme.io/docs/how-to-find-the-api-token, https://developers.pipedrive.com/docs/api/v1):
 * - key check: `GET /v1/users/me` (401 `{ success: false }` when the token is bad);
 * - person by e-mail: `GET /v1/persons/search?term=&fields=email&exact_match=true`;
 * - the person's deals: `GET /v1/persons/{id}/deals?status=open` (`data` is null when there are none);
 * - the note: `POST /v1/notes` with `content` (HTML), `person_id` and `deal_id`.
 */
const meSchema = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });
const searchSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(z.object({ item: z.object({ id: z.number() }) })) }),
});
const dealsSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number(), title: z.string() })).nullable(),
});
const noteSchema = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });

export function createPipedriveAdapter(baseUrl: string, http: CrmHttpOptions): CrmAdapter {
  const url = (key: string, path: string, query: Record<string, string> = {}) =>
    crmUrl(baseUrl, path, { ...query, api_token: key });

  return {
    provider: 'pipedrive',
    async verifyKey(key) {
      await crmJsonFound(http, { method: 'GET', url: url(key, '/v1/users/me') }, meSchema);
    },
    async addNote(key, emails, note) {
      for (const email of emails) {
        const found = await crmJsonFound(
          http,
          {
            method: 'GET',
            url: url(key, '/v1/persons/search', { term: email, fields: 'email', exact_match: 'true' }),
          },
          searchSchema,
        );
        const person = found.data.items[0]?.item;
        if (!person) continue;
        const deals = await crmJson(
          http,
          { method: 'GET', url: url(key, `/v1/persons/${person.id}/deals`, { status: 'open' }) },
          dealsSchema,
        );
        const deal = deals?.data?.[0] ?? null;
        await crmJsonFound(
          http,
          {
            method: 'POST',
            url: url(key, '/v1/notes'),
            body: { content: note.html, person_id: person.id, ...(deal ? { deal_id: deal.id } : {}) },
          },
          noteSchema,
        );
        return {
          kind: 'added',
          contact: { id: String(person.id), email },
          deal: deal ? { id: String(deal.id), title: deal.title } : null,
        };
      }
      return { kind: 'noContact' };
    },
  };
}
