import { afterAll, beforeAll, expect, test } from 'vitest';
import { enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, sellerCallWith } from '../support/seed-facts.ts';
import { startOn, type TestServer } from '../support/test-server.ts';

/** The seller's finished call with the carrier: the demo call whose client plans the next steps. */
const fleetCall = sellerCallWith('fleetLogistics');

let server: TestServer;
beforeAll(async () => {
  server = await startOn('pglite');
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);

async function enrichment() {
  const response = await server.get(`/api/enrichment/${fleetCall}`, await tokenOf(accounts.seller.email));
  expect(response.status).toBe(200);
  return enrichmentSchema.parse(await response.json());
}

test('the demo call has its next steps, objections, amounts and dates', async () => {
  const found = await enrichment();
  // Written as notes, in the third person, with who does it and by when.
  expect(found.nextSteps).toContainEqual(
    expect.objectContaining({
      text: expect.stringContaining(
        'vai mandar a proposta do piloto para Carlos; Carlos vai apresentar para o seu Alberto',
      ),
      due: 'dia 15',
    }),
  );
  expect(found.nextSteps.every((step) => typeof step.startSeconds === 'number')).toBe(true);
  expect(found.objections.map((objection) => objection.kind)).toContain('preço');
  expect(found.amounts.map((amount) => amount.value)).toContain('R$ 13.000,00/mês');
  expect(found.dates.map((date) => date.value)).toContain('dia 15');
});

test('an enrichment stored before objections existed is computed again', async () => {
  const current = await enrichment();
  const { objections: _objections, amounts: _amounts, dates: _dates, ...old } = current;
  await server.running.db.query('UPDATE meeting_enrichments SET enrichment = $2 WHERE meeting_id = $1', [
    fleetCall,
    JSON.stringify({ ...old, nextSteps: [] }),
  ]);
  const again = await enrichment();
  expect(again.objections.length).toBeGreaterThan(0);
  expect(again.nextSteps.length).toBeGreaterThan(0);
});
