import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { createOpenAiCompatibleAi } from '../../../server/providers/ai/openai-compatible.ts';
import { startServer } from '../../../server/http/start-server.ts';
import { enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';
import { bearer, signIn } from '../support/credentials.ts';
import { startOpenAiServer, type OpenAiTestServer, type Script } from '../support/openai-server.ts';
import { accounts, sellerCallWith } from '../support/seed-facts.ts';
import { seedTranscript } from '../support/seed-transcripts.ts';
import { seededPglite } from '../support/databases.ts';

const fleet = seedTranscript('fleetLogistics');
/** What a model would say about the fleet call, citing its lines by number ([20] is s19). */
const modelReply = {
  summary: 'A transportadora avalia o roteirizador e quer um piloto em Curitiba.',
  nextSteps: [
    { text: 'Enviar a proposta do piloto para o Carlos apresentar ao seu Alberto.', passage: 20 },
    { text: 'Algo que ninguém disse.', passage: 99 },
  ],
  objections: [{ text: 'O orçamento do ano já está fechado.', kind: 'Preço', passage: 13 }],
};

let openAi: OpenAiTestServer | undefined;
afterEach(async () => {
  await openAi?.close();
  openAi = undefined;
});

async function adapterAgainst(script: Script) {
  openAi = await startOpenAiServer(script);
  return createOpenAiCompatibleAi({ baseUrl: openAi.baseUrl, apiKey: undefined, model: 'modelo-teste' });
}

test('the model writes summary, next steps and objections citing numbered lines; the rest stays the rules', async () => {
  const ai = await adapterAgainst(() => ({ json: modelReply }));
  const enrichment = await ai.enrich(fleet);
  const [request] = openAi!.requests;
  expect(request!.body.response_format).toEqual({ type: 'json_object' });
  expect(request!.body.messages[1]!.content).toContain(`[20] Cliente: ${fleet[19]!.text}`);
  expect(enrichment.summary).toBe(modelReply.summary);
  // Each item is tied to the line it cites; one citing a line it was not shown is dropped.
  expect(enrichment.nextSteps).toEqual([
    {
      text: modelReply.nextSteps[0]!.text,
      speaker: 'Cliente',
      segmentId: 's19',
      startSeconds: fleet[19]!.startSeconds,
    },
  ]);
  expect(enrichment.objections).toEqual([
    expect.objectContaining({ segmentId: 's12', kind: 'preço', text: modelReply.objections[0]!.text }),
  ]);
  const rules = await createExtractiveAi().enrich(fleet);
  expect(enrichment.talkTime).toEqual(rules.talkTime);
  expect(enrichment.amounts).toEqual(rules.amounts);
});

test('a failing provider leaves the rules enrichment, never an empty one', async () => {
  const ai = await adapterAgainst(() => ({ status: 500, message: 'fora do ar' }));
  const enrichment = await ai.enrich(fleet);
  expect(enrichment.nextSteps.map((step) => step.segmentId)).toContain('s19');
  expect(enrichment.summary).toMatch(/^Conversa de cerca de/);
});

test('with AI_BASE_URL the server computes a meeting enrichment with the model', async () => {
  openAi = await startOpenAiServer(() => ({ json: modelReply }));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-enrichment-ai-'));
  const running = await startServer({
    env: { DATA_DIR: dataDir, AI_BASE_URL: openAi.baseUrl },
    port: 0,
    database: await seededPglite(),
  });
  try {
    const meetingId = sellerCallWith('fleetLogistics');
    // The seed analysed it with the embedded AI; forget that so the model computes it now.
    await running.db.query('DELETE FROM meeting_enrichments WHERE meeting_id = $1', [meetingId]);
    const token = bearer(await signIn(running.config.publicUrl, accounts.seller.email));
    const response = await fetch(`${running.config.publicUrl}/api/enrichment/${meetingId}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const enrichment = enrichmentSchema.parse(await response.json());
    expect(enrichment.summary).toBe(modelReply.summary);
    expect(enrichment.nextSteps.map((step) => step.text)).toEqual([modelReply.nextSteps[0]!.text]);
    expect(openAi.requests).toHaveLength(1);
  } finally {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
