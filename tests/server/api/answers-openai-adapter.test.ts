import { expect, test } from 'vitest';
import { createOpenAiCompatibleAi } from '../../../server/ai/openai-compatible.ts';
import type { TranscriptSegment } from '../../../src/services/api/schemas/transcription.ts';

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

/** A chat-completions endpoint that answers with `reply` and records what it was sent. */
function fakeEndpoint(reply: unknown) {
  const requests: Array<{
    url: string;
    headers: Headers;
    body: { model: string; messages: Array<{ content: string }> };
  }> = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(url),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return Response.json({ choices: [{ message: { content: JSON.stringify(reply) } }] });
  }) as typeof fetch;
  return { fetcher, requests };
}

const settings = { baseUrl: 'http://ai.local/v1', apiKey: 'chave', model: 'modelo-teste' };

test('answers carry the passages the model cited, as transcript segments', async () => {
  const { fetcher, requests } = fakeEndpoint({ answer: 'Dez mil reais por mês.', passages: [1] });
  const ai = createOpenAiCompatibleAi(settings, fetcher);
  const [answer] = await ai.answerQuestions(
    [{ id: 'q1', text: 'Qual é o orçamento disponível (Budget)?' }],
    segments,
  );
  expect(requests[0]!.url).toBe('http://ai.local/v1/chat/completions');
  expect(requests[0]!.headers.get('authorization')).toBe('Bearer chave');
  expect(requests[0]!.body.model).toBe('modelo-teste');
  const cited = requests[0]!.body.messages[1]!.content;
  expect(cited).toMatch(/\[1\] Bruno: temos uma verba/);
  expect(answer).toEqual({
    questionId: 'q1',
    answer: 'Dez mil reais por mês.',
    sources: [{ segmentId: 's1', startSeconds: 5, endSeconds: 9, quote: segments[1]!.text }],
  });
});

test('an answer that cites no passage is dropped: never an unsourced answer', async () => {
  const { fetcher } = fakeEndpoint({ answer: 'Provavelmente cinquenta mil.', passages: [] });
  const [answer] = await createOpenAiCompatibleAi(settings, fetcher).answerQuestions(
    [{ id: 'q1', text: 'Qual é o orçamento disponível?' }],
    segments,
  );
  expect(answer).toEqual({ questionId: 'q1', answer: null, sources: [] });
});

test('improve takes the revised text and speakers, keeping ids and timestamps', async () => {
  const { fetcher } = fakeEndpoint({
    lines: [{ id: 's1', speaker: 'Bruno Lima', text: 'Temos uma verba de R$ 10 mil por mês.' }],
  });
  const improved = await createOpenAiCompatibleAi(settings, fetcher).improveTranscript(segments);
  expect(improved[1]).toEqual({
    ...segments[1],
    speaker: 'Bruno Lima',
    text: 'Temos uma verba de R$ 10 mil por mês.',
  });
  expect(improved[0]).toEqual(segments[0]);
});
