import { afterEach, expect, test } from 'vitest';
import { createOpenAiCompatibleAi } from '../../../server/providers/ai/openai-compatible.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { startOpenAiServer, type OpenAiTestServer, type Script } from '../support/openai-server.ts';

const segments: TranscriptSegment[] = [
  { id: 's0', speaker: 'Ana', startSeconds: 0, endSeconds: 4, text: 'Qual é o orçamento de vocês?' },
  {
    id: 's1',
    speaker: 'Bruno',
    startSeconds: 5,
    endSeconds: 9,
    text: 'temos uma verba de dez mil reais por mês',
  },
  { id: 's2', speaker: 'Ana', startSeconds: 10, endSeconds: 12, text: 'Ótimo, obrigado.' },
];

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function adapterAgainst(script: Script, timeoutMs?: number) {
  server = await startOpenAiServer(script);
  return createOpenAiCompatibleAi({
    baseUrl: server.baseUrl,
    apiKey: 'chave',
    model: 'modelo-teste',
    timeoutMs,
  });
}

test('answers carry the passages the model cited, as transcript segments', async () => {
  const ai = await adapterAgainst(() => ({ json: { answer: 'Dez mil reais por mês.', passages: [1] } }));
  const [answer] = await ai.answerQuestions(
    [{ id: 'q1', text: 'Qual é o orçamento disponível (Budget)?' }],
    segments,
  );
  const [request] = server!.requests;
  expect(request!.path).toBe('/v1/chat/completions');
  expect(request!.authorization).toBe('Bearer chave');
  expect(request!.body.model).toBe('modelo-teste');
  expect(request!.body.messages[1]!.content).toMatch(/\[1\] Bruno: temos uma verba/);
  expect(answer).toEqual({
    questionId: 'q1',
    answer: 'Dez mil reais por mês.',
    sources: [{ segmentId: 's1', startSeconds: 5, endSeconds: 9, quote: segments[1]!.text }],
  });
});

test('an answer that cites no passage is dropped: never an unsourced answer', async () => {
  const ai = await adapterAgainst(() => ({ json: { answer: 'Provavelmente cinquenta mil.', passages: [] } }));
  const [answer] = await ai.answerQuestions([{ id: 'q1', text: 'Qual é o orçamento disponível?' }], segments);
  expect(answer).toEqual({ questionId: 'q1', answer: null, sources: [] });
});

test('improve takes the revised text and speakers, keeping ids and timestamps', async () => {
  const ai = await adapterAgainst(() => ({
    json: { lines: [{ id: 's1', speaker: 'Bruno Lima', text: 'Temos uma verba de R$ 10 mil por mês.' }] },
  }));
  const improved = await ai.improveTranscript(segments);
  expect(improved[1]).toEqual({
    ...segments[1],
    speaker: 'Bruno Lima',
    text: 'Temos uma verba de R$ 10 mil por mês.',
  });
  expect(improved[0]).toEqual(segments[0]);
});

test('a provider error is an error with its status, never an empty answer', async () => {
  const ai = await adapterAgainst(() => ({ status: 503, message: 'sobrecarregado' }));
  await expect(
    ai.answerQuestions([{ id: 'q1', text: 'Qual é o orçamento disponível?' }], segments),
  ).rejects.toThrow(/503/);
});

test('a provider that never answers times out instead of holding the request', async () => {
  const ai = await adapterAgainst(() => ({ hang: true }), 200);
  await expect(
    ai.answerQuestions([{ id: 'q1', text: 'Qual é o orçamento disponível?' }], segments),
  ).rejects.toThrow(/abort|timeout/i);
  await expect.poll(() => server!.requests[0]?.abortedByClient).toBe(true);
});
