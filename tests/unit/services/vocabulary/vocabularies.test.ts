import { describe, expect, it } from 'vitest';
import { createVocabularyClient } from '../../../../src/services/vocabulary/vocabularies.ts';
import { createHttpClient, HttpError } from '../../../../src/services/http.ts';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function clientAnswering(respond: (request: Request) => Response) {
  const sent: { method: string; url: string; body: string }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({ method: request.method, url: request.url, body: await request.clone().text() });
    return respond(request);
  };
  const client = createVocabularyClient(
    createHttpClient({
      fetch,
      prefixUrl: 'http://pauta.test/api',
      currentIdToken: async () => 'token-1',
      refreshIdToken: async () => {},
      basicCredentials: () => null,
    }),
  );
  return { client, sent };
}

describe('the vocabulary client', () => {
  it('lists, adds and removes the company words at /api/companies/vocabularies', async () => {
    const word = { id: 'v1', word: 'HubSpot' };
    const { client, sent } = clientAnswering((request) =>
      request.method === 'GET' ? json(200, [word]) : request.method === 'POST' ? json(200, word) : json(204),
    );
    expect(await client.list()).toEqual([word]);
    expect(await client.add('HubSpot')).toEqual(word);
    await client.remove('v1');
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET http://pauta.test/api/companies/vocabularies',
      'POST http://pauta.test/api/companies/vocabularies',
      'DELETE http://pauta.test/api/companies/vocabularies/v1',
    ]);
    expect(JSON.parse(sent[1]!.body)).toEqual({ word: 'HubSpot' });
  });

  it('a refused word is an HttpError with the server sentence', async () => {
    const message = 'Esta palavra já está no vocabulário da empresa.';
    const { client } = clientAnswering(() =>
      json(400, { status: 400, title: 'Requisição inválida', message }),
    );
    await expect(client.add('hubspot')).rejects.toEqual(expect.any(HttpError));
    await expect(client.add('hubspot')).rejects.toMatchObject({ status: 400, body: { message } });
  });
});
