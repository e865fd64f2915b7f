import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';
import { searchQuerySchema, searchResultsSchema } from '../../../src/api-contract/search.ts';

/** `GET /api/search?q=` (issue 29, an extension of the spec): search inside every conversation the caller sees. */
export function searchRoutes({ search }: Pick<Domain, 'search'>) {
  return new Hono<ApiEnv>().get('/', async (c) => {
    const { q, limit } = readQuery(c, searchQuerySchema);
    return sendParsed(c, searchResultsSchema, await search.search(c.get('caller'), q, limit));
  });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const searchOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/search',
    summary:
      'Searches inside every conversation the caller sees (lines, titles, participants, summaries, answers)',
    tag: 'Meetings',
    auth: 'user',
    query: searchQuerySchema,
    answers: { 200: { description: 'The hits, best first', json: searchResultsSchema } },
  },
];
