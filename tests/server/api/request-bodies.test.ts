import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, meetingIdAt, meetingPlan, ownedBy } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const malformed = 'Corpo da requisição não é um JSON válido.';

describeOnEveryDatabase('request bodies and queries', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const sellerMeeting = ownedBy('seller')[0]!;

  async function send(method: string, pathname: string, body: string, email = accounts.seller.email) {
    return fetch(`${server().baseUrl}${pathname}`, {
      method,
      headers: { authorization: await tokenOf(email), 'content-type': 'application/json' },
      body,
    });
  }

  async function problem(response: Response, status: number) {
    expect(response.status).toBe(status);
    return apiErrorSchema.parse(await response.json());
  }

  test.each([
    ['POST', '/api/meetings'],
    ['PATCH', `/api/meetings/${sellerMeeting}`],
    ['PATCH', `/api/meetings/${sellerMeeting}/share`],
    ['POST', '/api/upload/meetings'],
    ['PATCH', '/api/update-password'],
  ])('%s %s with a malformed JSON body is a 400 that says so', async (method, pathname) => {
    const body = await problem(await send(method, pathname, '{"title": "sem fim"'), 400);
    expect(body.message).toBe(malformed);
  });

  test('PUT /api/transcriptions/{id} with a malformed JSON body is a 400 too', async () => {
    const done = meetingIdAt(
      meetingPlan.findIndex((plan) => plan.owner === 'seller' && plan.status === 'done'),
    );
    const response = await server().get(
      `/api/meetings/${done}/transcription`,
      await tokenOf(accounts.seller.email),
    );
    const { id } = transcriptionSchema.parse(await response.json());
    const body = await problem(await send('PUT', `/api/transcriptions/${id}`, '{"segments": ['), 400);
    expect(body.message).toBe(malformed);
  });

  test('an empty body is malformed JSON too, also on the public basic login', async () => {
    expect((await problem(await send('POST', '/api/meetings', ''), 400)).message).toBe(malformed);
    const login = await fetch(`${server().baseUrl}/api/auth/basic-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'email=x',
    });
    expect((await problem(login, 400)).message).toBe(malformed);
  });

  test('a body the schema refuses is a 400 "Parâmetros inválidos." with its issues', async () => {
    const body = await problem(
      await send('PATCH', `/api/meetings/${sellerMeeting}`, JSON.stringify({ title: '' })),
      400,
    );
    expect(body.message).toBe('Parâmetros inválidos.');
    expect(body.issues?.map((issue) => issue.path)).toEqual(['title']);
  });

  test('a query the schema refuses is a 400 with its issues', async () => {
    const response = await server().get('/api/meetings?limit=abc', await tokenOf(accounts.seller.email));
    const body = await problem(response, 400);
    expect(body.message).toBe('Parâmetros inválidos.');
    expect(body.issues?.map((issue) => issue.path)).toContain('limit');
  });

  test('a search of nothing, or of more than 200 characters, is a 400 naming q', async () => {
    for (const q of ['', 'a'.repeat(201)]) {
      const response = await server().get(`/api/search?q=${q}`, await tokenOf(accounts.seller.email));
      const body = await problem(response, 400);
      expect(body.message).toBe('Parâmetros inválidos.');
      expect(body.issues?.map((issue) => issue.path)).toEqual(['q']);
    }
  });
});
