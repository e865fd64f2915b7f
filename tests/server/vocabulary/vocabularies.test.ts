import { expect, test } from 'vitest';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import {
  vocabularyListSchema,
  vocabularyMessages,
  vocabularySchema,
} from '../../../src/api-contract/vocabulary.ts';
import { refusalMessage, serverForFile } from '../support/file-server.ts';
import { accounts, meetingIdAt, meetingPlan } from '../support/seed-facts.ts';
import { startOn } from '../support/test-server.ts';

const path = '/api/companies/vocabularies';
const server = serverForFile(() => startOn('pglite'));
const { call } = server;

const list = async (email: string) =>
  vocabularyListSchema.parse(await (await call(email, 'GET', path)).json());
async function add(email: string, word: unknown) {
  const response = await call(email, 'POST', path, { word });
  expect(response.status).toBe(200);
  return vocabularySchema.parse(await response.json());
}

test('users and admins of the company add words (trimmed) and everyone in the company reads them', async () => {
  const seller = accounts.seller.email;
  const added = await add(seller, '  HubSpot ');
  expect(added.word).toBe('HubSpot');
  await add(accounts.admin.email, 'Protheus');
  expect((await list(accounts.leader.email)).map((entry) => entry.word)).toEqual(['HubSpot', 'Protheus']);
  // Another company's vocabulary is its own.
  expect(await list(accounts.otherCompany.email)).toEqual([]);
});

test('bad words are refused in Portuguese: empty, too long, already there in any case', async () => {
  const seller = accounts.seller.email;
  expect(await refusalMessage(await call(seller, 'POST', path, { word: '   ' }), 400)).toBe(
    vocabularyMessages.empty,
  );
  expect(await refusalMessage(await call(seller, 'POST', path, {}), 400)).toBe(vocabularyMessages.empty);
  expect(await refusalMessage(await call(seller, 'POST', path, { word: 'x'.repeat(61) }), 400)).toBe(
    vocabularyMessages.tooLong,
  );
  await add(seller, 'Pipedrive');
  expect(await refusalMessage(await call(seller, 'POST', path, { word: 'PIPEDRIVE' }), 400)).toBe(
    vocabularyMessages.duplicate,
  );
});

test("a word is removed by its company; another company's id is not found", async () => {
  const word = await add(accounts.seller.email, 'Salesforce');
  expect(
    await refusalMessage(await call(accounts.otherCompany.email, 'DELETE', `${path}/${word.id}`), 404),
  ).toBe(vocabularyMessages.notFound);
  expect(await refusalMessage(await call(accounts.seller.email, 'DELETE', `${path}/nao-e-um-id`), 404)).toBe(
    vocabularyMessages.notFound,
  );
  expect((await call(accounts.seller.email, 'DELETE', `${path}/${word.id}`)).status).toBe(204);
  expect((await list(accounts.seller.email)).map((entry) => entry.word)).not.toContain('Salesforce');
  await refusalMessage(await call(accounts.seller.email, 'DELETE', `${path}/${word.id}`), 404);
});

test('no token, no vocabulary', async () => {
  expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(401);
});

test('improving a transcript spells the company vocabulary its way', async () => {
  const seller = accounts.seller.email;
  const meetingId = meetingIdAt(
    meetingPlan.findIndex(
      (plan) => plan.owner === 'seller' && plan.status === 'done' && plan.kind !== 'internal',
    ),
  );
  const transcript = transcriptionSchema.parse(
    await (await call(seller, 'GET', `/api/meetings/${meetingId}/transcription`)).json(),
  );
  const [first, second] = transcript.segments;
  const edited = await call(seller, 'PUT', `/api/transcriptions/${transcript.id}`, {
    segments: [
      { id: first!.id, text: 'hoje a gente usa o hub spot e o protheus' },
      { id: second!.id, text: 'o Hubspot não conversa com o PROTHEUS' },
    ],
  });
  expect(edited.status).toBe(200);
  const improved = transcriptionSchema.parse(
    await (await call(seller, 'POST', `/api/transcriptions/${transcript.id}/improve`)).json(),
  );
  expect(improved.segments[0]!.text).toBe('Hoje a gente usa o HubSpot e o Protheus.');
  expect(improved.segments[1]!.text).toBe('O HubSpot não conversa com o Protheus.');
});
