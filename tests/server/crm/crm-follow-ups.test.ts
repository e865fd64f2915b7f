import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSecretBox } from '../../../server/crypto/secret-box.ts';
import { createCrmAdapters } from '../../../server/features/crm/adapters/index.ts';
import type { ReceivedNote } from '../../../server/emulators/crm/received-notes.ts';
import { demoKeys } from '../../../server/emulators/crm/demo-accounts.ts';
import { crmFollowUps } from '../../../server/features/crm/crm-follow-ups.ts';
import { runFollowUpJobs } from '../jobs/support.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { crmKeyFields, type CrmProvider } from '../../../src/api-contract/crm.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, meetingIdAt, meetingPlan, sellerCallWith } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer;
let store: Store;
beforeAll(async () => {
  server = await startTestServer(await seededPglite(), {
    env: { CRM_RETRY_DELAY_MS: '0', CRM_KEY_CHECKS_PER_MINUTE: '100' },
  });
  store = createStore(server.running.db);
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);

async function connect(provider: CrmProvider, key: string | null) {
  const response = await fetch(`${server.baseUrl}/api/users/integrations/${provider}`, {
    method: 'PATCH',
    headers: { authorization: await tokenOf(accounts.seller.email), 'content-type': 'application/json' },
    body: JSON.stringify({ [crmKeyFields[provider]]: key }),
  });
  expect(response.status).toBe(200);
}

/** What a finished meeting sets off, as the server wires it (its config, database and secret box). */
async function finish(meetingId: string) {
  const config = server.running.config;
  const followUps = crmFollowUps({
    store,
    adapters: createCrmAdapters(config),
    secrets: createSecretBox(config),
  });
  await runFollowUpJobs(store, followUps, meetingId);
  return (await store.meetingLogs.list(meetingId)).filter((log) => log.source === 'crm');
}

const notesOf = async (provider: CrmProvider, email: string) =>
  (await (
    await fetch(`${server.baseUrl}/emulators/_notes?provider=${provider}&email=${encodeURIComponent(email)}`)
  ).json()) as ReceivedNote[];

// The seller's call with Grupo Varejo Bom Preço (Juliana Ferraz has the deal in the emulators).
const bomPrecoCall = () => sellerCallWith('crmSoftware');
const juliana = 'juliana.ferraz@bompreco.com.br';
const otherSellerCall = () =>
  meetingIdAt(
    meetingPlan.findIndex(
      (plan, index) =>
        plan.owner === 'seller' &&
        plan.status === 'done' &&
        plan.kind !== 'internal' &&
        meetingIdAt(index) !== bomPrecoCall(),
    ),
  );

test('each connected CRM gets the summary, next steps and answers as a note on the contact and deal, and the timeline says so', async () => {
  await connect('hubspot', demoKeys.hubspot.valid);
  await connect('rdstation', demoKeys.rdstation.valid);
  const meetingId = bomPrecoCall();
  const meeting = await store.meetings.find(meetingId);
  const enrichment = await store.enrichment.find(meetingId);
  const answers = (await store.answers.find(meetingId, meeting!.template_id)) ?? [];
  expect(enrichment?.summary).toBeTruthy();

  // The CRMs run side by side: their lines come in any order.
  const logs = await finish(meetingId);
  expect(logs.map((log) => [log.subCode, log.message]).sort()).toEqual([
    [
      'crm_note_added',
      `Nota no HubSpot: registrada no contato ${juliana} e na negociação "Grupo Varejo Bom Preço — proposta".`,
    ],
    [
      'crm_note_added',
      `Nota no RD Station CRM: registrada no contato ${juliana} e na negociação "Grupo Varejo Bom Preço — proposta".`,
    ],
  ]);

  const [hubspot] = await notesOf('hubspot', juliana);
  expect(hubspot?.dealTitle).toBe('Grupo Varejo Bom Preço — proposta');
  expect(hubspot?.body).toContain('<h3>Resumo</h3>');
  expect(hubspot?.body).toContain('<h3>Próximos passos</h3>');
  expect(hubspot?.body).toContain('Registrado automaticamente pelo Pauta.');

  const [rd] = await notesOf('rdstation', juliana);
  expect(rd?.body).not.toContain('<');
  expect(rd?.body).toContain(`Reunião "${meeting!.title}"`);
  expect(rd?.body).toContain(`Resumo\n${enrichment!.summary}`);
  for (const step of enrichment!.nextSteps) expect(rd?.body).toContain(`- ${step.text}`);
  expect(answers.length).toBeGreaterThan(0);
  expect(rd?.body).toContain('Respostas do modelo');
  for (const answer of answers) expect(rd?.body).toContain(answer.question);
  await connect('rdstation', null);
});

test('a provider that stays down, or refuses the saved key, is a line on the timeline in Portuguese; the others still run', async () => {
  await connect('hubspot', demoKeys.hubspot.valid);
  await connect('pipedrive', demoKeys.pipedrive.unavailable);
  const meetingId = otherSellerCall();
  const before = (await finish(meetingId)).length;
  // Rewrite the saved RD Station key as one the provider refuses (a key revoked after it was saved).
  const box = createSecretBox(server.running.config);
  await store.crmKeys.save(
    accounts.seller.id,
    'rdstation',
    await box.seal('chave-revogada', `crm:rdstation:${accounts.seller.id}`),
    'vada',
  );
  const logs = (await finish(meetingId)).slice(before);
  const bySubCode = (message: string) => logs.find((log) => log.message.startsWith(message));
  expect(bySubCode('Nota no HubSpot:')?.subCode).toBe('crm_note_added');
  expect(bySubCode('Nota no Pipedrive:')).toMatchObject({
    subCode: 'follow_up_failed',
    message: 'Nota no Pipedrive: o Pipedrive não respondeu (3 tentativas). A nota não foi registrada.',
  });
  expect(bySubCode('Nota no RD Station CRM:')).toMatchObject({
    subCode: 'follow_up_failed',
    message:
      'Nota no RD Station CRM: o RD Station CRM recusou a chave salva. Conecte de novo em Configurações > Integrações.',
  });
  await connect('pipedrive', null);
  await connect('rdstation', null);
});

test('no participant the CRM knows, or none with an e-mail, is a line too; a CRM not connected writes nothing', async () => {
  await connect('hubspot', demoKeys.hubspot.valid);
  const meetingId = otherSellerCall();
  await server.running.db.query('UPDATE meetings SET participants = $2 WHERE id = $1', [
    meetingId,
    JSON.stringify([
      { name: 'Visitante', email: 'visitante@desconhecido.com.br' },
      { name: 'Sem e-mail', email: null },
    ]),
  ]);
  expect((await finish(meetingId)).at(-1)).toMatchObject({
    subCode: 'crm_no_contact',
    message:
      'Nota no HubSpot: nenhum contato com o e-mail dos participantes (visitante@desconhecido.com.br). Nada foi registrado.',
  });
  await server.running.db.query('UPDATE meetings SET participants = $2 WHERE id = $1', [meetingId, '[]']);
  const logs = await finish(meetingId);
  expect(logs.at(-1)?.message).toBe(
    'Nota no HubSpot: a reunião não tem participantes com e-mail. Nada foi registrado.',
  );
  // A company that turns its integrations off sends no note, whatever its users saved.
  const setIntegrations = (enabled: boolean) =>
    server.running.db.query(
      `INSERT INTO company_features (company_id, feature, enabled) VALUES ($1, 'integrations', $2)
       ON CONFLICT (company_id, feature) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [accounts.seller.companyId, enabled],
    );
  await setIntegrations(false);
  expect(await finish(meetingId)).toHaveLength(logs.length);
  await setIntegrations(true);
  await connect('hubspot', null);
  expect(await finish(meetingId)).toHaveLength(logs.length);
});

test("the note's HTML escapes what the meeting says", async () => {
  await connect('pipedrive', demoKeys.pipedrive.valid);
  const meetingId = bomPrecoCall();
  await server.running.db.query('UPDATE meetings SET title = $2 WHERE id = $1', [
    meetingId,
    'Proposta <b>&</b> "ERP"',
  ]);
  await finish(meetingId);
  const [note] = await notesOf('pipedrive', juliana);
  expect(note?.body).toContain('Proposta &lt;b&gt;&amp;&lt;/b&gt; &quot;ERP&quot;');
  await connect('pipedrive', null);
});
