import { afterEach, expect, test, vi } from 'vitest';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { createOpenAiCompatibleAi } from '../../../server/providers/ai/openai-compatible.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import {
  badModels,
  lineNumberIn,
  startOpenAiServer,
  structuredModel,
  type OpenAiTestServer,
  type Script,
} from '../support/openai-server.ts';

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
const budget = { id: 'q1', text: 'Qual é o orçamento disponível (Budget)?' };
const decider = { id: 'q2', text: 'Quem toma a decisão?' };

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function adapterAgainst(script: Script, settings: { timeoutMs?: number; contextTokens?: number } = {}) {
  server = await startOpenAiServer(script);
  return createOpenAiCompatibleAi({
    baseUrl: server.baseUrl,
    apiKey: 'chave',
    model: 'modelo-teste',
    ...settings,
  });
}

const promptOf = (request: { messages: Array<{ content: string }> }) => request.messages.at(-1)!.content;

test('the model reads the whole transcript, answers every question in one structured reply citing real lines', async () => {
  const ai = await adapterAgainst(
    structuredModel((request) => ({
      answers: [
        {
          question: 1,
          answer: 'Bruno tem dez mil reais por mês.',
          lines: [lineNumberIn(promptOf(request), 'verba')],
        },
        { question: 2, answer: null, lines: [] },
      ],
    })),
  );
  const answers = await ai.answerQuestions([budget, decider], segments);

  const [request] = server!.requests;
  expect(server!.requests).toHaveLength(1);
  expect(request!.authorization).toBe('Bearer chave');
  expect(request!.body.model).toBe('modelo-teste');
  expect(request!.body.response_format).toMatchObject({
    type: 'json_schema',
    json_schema: { name: 'template_answers' },
  });
  // The zod schema that checks the reply, as strict structured output wants it: every field required, no
  // other field, and no needless integer bounds.
  expect(request!.body.response_format!.json_schema).toEqual({
    name: 'template_answers',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        answers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              question: { type: 'integer' },
              answer: { type: ['string', 'null'] },
              lines: { type: 'array', items: { type: 'integer' } },
            },
            required: ['question', 'answer', 'lines'],
            additionalProperties: false,
          },
        },
      },
      required: ['answers'],
      additionalProperties: false,
    },
  });
  // Every line, numbered by its place in the transcript, with its moment and speaker.
  expect(promptOf(request!.body)).toContain(
    '[1] 00:00 Ana: Qual é o orçamento de vocês?\n[2] 00:05 Bruno: temos uma verba de dez mil reais por mês\n[3] 00:10 Ana: Ótimo, obrigado.',
  );
  expect(promptOf(request!.body)).toContain(
    '1. Qual é o orçamento disponível (Budget)?\n2. Quem toma a decisão?',
  );
  expect(answers).toEqual([
    {
      questionId: 'q1',
      answer: 'Bruno tem dez mil reais por mês.',
      sources: [{ segmentId: 's1', startSeconds: 5, endSeconds: 9, quote: segments[1]!.text }],
    },
    { questionId: 'q2', answer: null, sources: [] },
  ]);
});

test('an answer citing no line, or a line that does not exist, is dropped and counted in the log', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const ai = await adapterAgainst(
    structuredModel(() => ({
      answers: [
        { question: 1, answer: 'Provavelmente cinquenta mil.', lines: [] },
        { question: 2, answer: 'O diretor, o Fernando.', lines: [2, 40] },
      ],
    })),
  );
  const answers = await ai.answerQuestions([budget, decider], segments);
  expect(answers).toEqual([
    { questionId: 'q1', answer: null, sources: [] },
    { questionId: 'q2', answer: null, sources: [] },
  ]);
  expect(warn).toHaveBeenCalledWith(
    '[ai] dropped 2 template answers from modelo-teste: cited no line of the transcript',
  );
});

test.each([
  ['wrong JSON', badModels.wrongJson],
  ['JSON in another shape', badModels.wrongShape],
  ['an error of the service', badModels.unavailable],
  ['no answer in time', badModels.timeout],
])('a model answering with %s gives the embedded answers, marked as the embedded AI’s', async (_, model) => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const ai = await adapterAgainst(model, { timeoutMs: 200 });
  const answers = await ai.answerQuestions([budget, decider], segments);
  const embedded = await createExtractiveAi().answerQuestions([budget, decider], segments);
  expect(answers).toEqual(embedded.map((answer) => ({ ...answer, byEmbeddedAi: true })));
});

test('a transcript longer than the context is cut to the lines structure and questions pick, numbered as in the whole', async () => {
  // Three hundred lines of the seller's presentation, and the client's two facts far into it.
  const long: TranscriptSegment[] = Array.from({ length: 300 }, (_, index) => ({
    id: `p${index}`,
    speaker: 'Vendedor',
    startSeconds: index * 10,
    endSeconds: index * 10 + 9,
    text: `No slide ${index + 1} mostramos mais um detalhe da apresentação comercial, com exemplos e números do mercado.`,
  }));
  long[150] = {
    ...long[150]!,
    speaker: 'Cliente',
    text: 'Os dados ficam hospedados onde? Temos uma política interna sobre LGPD.',
  };
  long[220] = {
    ...long[220]!,
    speaker: 'Cliente',
    text: 'Quem assina é o Fernando, nosso diretor comercial; ele decide.',
  };
  const ai = await adapterAgainst(
    structuredModel(() => ({ answers: [] })),
    { contextTokens: 4_096 },
  );
  await ai.answerQuestions([{ id: 'q', text: 'Qual foi a principal preocupação do cliente?' }], long);

  const prompt = promptOf(server!.requests[0]!.body);
  const shown = prompt.split('\n').filter((line) => /^\[\d+\] /.test(line));
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.length).toBeLessThan(100);
  // Whatever the question's words, each voice of the call is heard: both of the client's lines, with
  // their neighbours, under their numbers in the whole transcript.
  expect(prompt).toContain('[151] 25:00 Cliente: Os dados ficam hospedados onde?');
  expect(prompt).toContain('[221] 36:40 Cliente: Quem assina é o Fernando');
  expect(prompt).toMatch(/^\[150\] /m);
  expect(prompt).toContain('[…]');
});

test('improve takes the revised text and speakers, keeping ids and timestamps', async () => {
  const ai = await adapterAgainst(
    structuredModel(() => ({
      lines: [{ id: 's1', speaker: 'Bruno Lima', text: 'Temos uma verba de R$ 10 mil por mês.' }],
    })),
  );
  const improved = await ai.improveTranscript(segments);
  expect(improved[1]).toEqual({
    ...segments[1],
    speaker: 'Bruno Lima',
    text: 'Temos uma verba de R$ 10 mil por mês.',
  });
  expect(improved[0]).toEqual(segments[0]);
});

test('a model failing to improve leaves the embedded clean-up, never an error', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const ai = await adapterAgainst(badModels.wrongJson);
  expect(await ai.improveTranscript(segments, ['HubSpot'])).toEqual(
    await createExtractiveAi().improveTranscript(segments, ['HubSpot']),
  );
});
