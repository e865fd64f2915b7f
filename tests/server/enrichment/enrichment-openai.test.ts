import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { createOpenAiCompatibleAi } from '../../../server/providers/ai/openai-compatible.ts';
import { startServer } from '../../../server/http/start-server.ts';
import { enrichmentSchema, meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';
import { bearer, signIn } from '../support/credentials.ts';
import {
  badModels,
  startOpenAiServer,
  structuredModel,
  type OpenAiTestServer,
  type Script,
} from '../support/openai-server.ts';
import { accounts, sellerCallWith } from '../support/seed-facts.ts';
import { seedTranscript } from '../support/seed-transcripts.ts';
import { seededPglite } from '../support/databases.ts';

const fleet = seedTranscript('fleetLogistics');
/** What a model would say about the fleet call, citing its lines by number ([20] is s19). */
const modelReply = {
  summary: [
    { sentence: 'A transportadora avalia o roteirizador e quer um piloto em Curitiba.', lines: [20] },
    { sentence: 'O cliente já fechou com outro fornecedor.', lines: [] },
  ],
  nextSteps: [
    { text: 'Enviar a proposta do piloto para o Carlos apresentar ao seu Alberto.', lines: [20] },
    { text: 'Algo que ninguém disse.', lines: [99] },
  ],
  objections: [{ text: 'O orçamento do ano já está fechado.', kind: 'preço', lines: [13] }],
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
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const ai = await adapterAgainst(structuredModel(() => modelReply));
  const enrichment = await ai.enrich(fleet);
  const [request] = openAi!.requests;
  expect(request!.body.response_format).toMatchObject({
    type: 'json_schema',
    json_schema: { name: 'meeting_enrichment', strict: true },
  });
  // The whole call, every line numbered.
  expect(request!.body.messages[1]!.content).toMatch(
    new RegExp(`^\\[20\\] \\d\\d:\\d\\d Cliente: ${fleet[19]!.text}`, 'm'),
  );
  expect(request!.body.messages[1]!.content.split('\n')).toHaveLength(fleet.length);
  // The summary keeps its cited sentences; one citing nothing is dropped.
  expect(enrichment.summary).toBe(modelReply.summary[0]!.sentence);
  expect(warn).toHaveBeenCalledWith(
    '[ai] dropped 2 enrichment items from modelo-teste: cited no line of the transcript',
  );
  warn.mockRestore();
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

test.each([
  ['wrong JSON', badModels.wrongJson],
  ['JSON in another shape', badModels.wrongShape],
  [
    'an objection kind it was not offered',
    structuredModel(() => ({
      ...modelReply,
      objections: [{ text: 'Caro.', kind: 'dinheiro', lines: [13] }],
    })),
  ],
  ['an error of the service', badModels.unavailable],
])(
  'a model answering with %s leaves the embedded enrichment, marked so, never an empty one',
  async (_, model) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ai = await adapterAgainst(model);
    const enrichment = await ai.enrich(fleet);
    expect(enrichment).toEqual({ ...(await createExtractiveAi().enrich(fleet)), byEmbeddedAi: true });
    expect(enrichment.nextSteps.length).toBeGreaterThan(0);
    vi.restoreAllMocks();
  },
);

test('with AI_BASE_URL the server writes the enrichment with the model, and answers with the embedded AI when the model answers badly', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A model that writes enrichments well and template answers in broken JSON.
  const good = structuredModel(() => modelReply);
  openAi = await startOpenAiServer((request, index) =>
    request.response_format?.json_schema?.name === 'template_answers'
      ? badModels.wrongJson()
      : good(request, index),
  );
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
    await running.db.query('DELETE FROM meeting_answers WHERE meeting_id = $1', [meetingId]);
    const token = bearer(await signIn(running.config.publicUrl, accounts.seller.email));
    const response = await fetch(`${running.config.publicUrl}/api/enrichment/${meetingId}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const enrichment = enrichmentSchema.parse(await response.json());
    expect(enrichment.summary).toBe(modelReply.summary[0]!.sentence);
    expect(enrichment.nextSteps.map((step) => step.text)).toEqual([modelReply.nextSteps[0]!.text]);
    expect(enrichment.byEmbeddedAi).toBeUndefined();

    const answered = await fetch(`${running.config.publicUrl}/api/meeting/answers/${meetingId}`, {
      headers: { authorization: token },
    });
    expect(answered.status).toBe(200);
    const answers = meetingAnswersSchema.parse(await answered.json());
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.byEmbeddedAi === true)).toBe(true);
    expect(answers.some((answer) => answer.answer !== null)).toBe(true);
    expect(openAi.requests).toHaveLength(2);
  } finally {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  }
});
