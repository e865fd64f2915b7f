import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  addVocabularySchema,
  vocabularyListSchema,
  vocabularySchema,
} from '../../../src/api-contract/vocabulary.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `/api/companies/vocabularies`: the company's words. Any signed-in user of the company reads, adds and
 * removes them (spec section 1: users and admins configure the vocabulary).
 */
export function vocabularyRoutes({ vocabulary }: Pick<Domain, 'vocabulary'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, vocabularyListSchema, await vocabulary.list(c.get('caller'))))
    .post('/', async (c) => {
      const { word } = await readJson(c, addVocabularySchema, 'first-issue');
      return sendParsed(c, vocabularySchema, await vocabulary.add(c.get('caller'), word));
    })
    .delete('/:id', async (c) => {
      await vocabulary.remove(c.get('caller'), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const vocabularyOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/companies/vocabularies',
    summary: "The company's words for the transcription",
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 200: { description: 'The words', json: vocabularyListSchema } },
  },
  {
    method: 'POST',
    path: '/api/companies/vocabularies',
    summary: 'Adds a word',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    body: { json: addVocabularySchema },
    answers: { 200: { description: 'The word', json: vocabularySchema } },
  },
  {
    method: 'DELETE',
    path: '/api/companies/vocabularies/:id',
    summary: 'Removes a word',
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 204: { description: 'Removed' } },
  },
];
