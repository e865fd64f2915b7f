import { afterEach, expect, test } from 'vitest';
import { ChatAiError } from '../../../server/providers/ai/chat/chat-ai.ts';
import { createOpenAiChatAi } from '../../../server/providers/ai/chat/openai-chat.ts';
import { startOpenAiServer, type OpenAiTestServer, type Script } from '../support/openai-server.ts';
import { ask, sellerCall } from './chat-support.ts';

const crmDemo = sellerCall('bomPreco');
const fleetCall = sellerCall('rotaSul');

let upstream: OpenAiTestServer | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function chatAiAnswering(script: Script) {
  upstream = await startOpenAiServer(script);
  return createOpenAiChatAi({
    baseUrl: upstream.baseUrl,
    apiKey: 'chave-de-teste',
    model: 'modelo-de-teste',
  });
}

/** The number the adapter gave the passage that says `words` in the prompt ("[3] Reunião “...”, 02:17, ..."). */
function numberOf(prompt: string, words: string): number {
  const line = prompt.split('\n').find((candidate) => candidate.includes(words));
  const number = line && /^\[(\d+)\]/.exec(line)?.[1];
  if (!number) throw new Error(`no passage says “${words}” in:\n${prompt}`);
  return Number(number);
}

const promptOf = (request: { messages: Array<{ content: string }> }) => request.messages.at(-1)!.content;

test('the model streams an answer from numbered passages; its [n] markers become the citations', async () => {
  const ai = await chatAiAnswering((request) => {
    const prompt = promptOf(request);
    const budget = numberOf(prompt, 'verba aprovada de até oito mil');
    const signer = numberOf(prompt, 'quem assina é o Fernando');
    // Markers cut between chunks, listed together and one naming no passage: all must come out right.
    return {
      chunks: [
        'A verba é de até oito mil reais por mês [',
        `${budget}] e quem assina é o Fernando [${signer}, ${budget}`,
        ']. Ele decide [99].',
      ],
    };
  });
  const answer = await ask(ai, 'Qual o orçamento e quem decide?', [crmDemo]);

  const sent = upstream!.requests[0]!;
  expect(sent.authorization).toBe('Bearer chave-de-teste');
  expect(sent.body).toMatchObject({ model: 'modelo-de-teste', stream: true });
  expect(sent.body.messages[0]!.content).toMatch(/Use somente os trechos numerados/);
  expect(promptOf(sent.body)).toMatch(
    new RegExp(
      `^\\[\\d+\\] Reunião “${crmDemo.title}” \\(\\d\\d/\\d\\d/\\d{4}\\), 02:\\d\\d, Juliana Ferraz: Temos uma verba`,
      'm',
    ),
  );
  expect(promptOf(sent.body)).toMatch(/Pergunta: Qual o orçamento e quem decide\?$/);

  expect(answer.content).toBe(
    'A verba é de até oito mil reais por mês [1] e quem assina é o Fernando [2][1]. Ele decide.',
  );
  expect(answer.pieces.join('')).toBe(answer.content);
  expect(answer.pieces.length).toBeGreaterThan(1);
  expect(answer.citations).toEqual([
    expect.objectContaining({
      meetingId: crmDemo.id,
      meetingTitle: crmDemo.title,
      speaker: 'Juliana Ferraz',
      segmentId: 's16',
    }),
    expect.objectContaining({ meetingId: crmDemo.id, segmentId: 's18' }),
  ]);
  expect(answer.citations[0]!.quote).toMatch(/^Temos uma verba aprovada/);
});

test('an answer that cites no passage is replaced by a plain “not found”', async () => {
  const ai = await chatAiAnswering(() => 'Com certeza o orçamento é de cinquenta mil.');
  const answer = await ask(ai, 'Qual o orçamento?', [crmDemo, fleetCall]);
  expect(answer.citations).toEqual([]);
  expect(answer.content).toMatch(/^Não encontrei nada sobre isso nas 2 reuniões escolhidas\./);
});

test('a question no passage matches is answered “not found” without calling the model', async () => {
  const ai = await chatAiAnswering(() => 'nunca');
  const answer = await ask(ai, 'Qual é a cor favorita do gerente?', [crmDemo]);
  expect(upstream!.requests).toEqual([]);
  expect(answer.content).toMatch(/^Não encontrei nada sobre isso em “/);
});

test('earlier turns go along, without their citation markers', async () => {
  const ai = await chatAiAnswering(
    (request) => `Dez mil [${numberOf(promptOf(request), 'O piloto é gratuito')}].`,
  );
  await ask(ai, 'E quanto custa o piloto?', [fleetCall], {
    history: [
      { role: 'user', content: 'Quem decide?' },
      { role: 'assistant', content: 'O seu Alberto [1].' },
    ],
  });
  const messages = upstream!.requests[0]!.body.messages;
  expect(messages.slice(1, 3)).toEqual([
    { role: 'user', content: 'Quem decide?' },
    { role: 'assistant', content: 'O seu Alberto.' },
  ]);
});

test('stopping the answer aborts the request to the model and keeps what was produced', async () => {
  const ai = await chatAiAnswering((request) => ({
    chunks: [`O piloto é gratuito [${numberOf(promptOf(request), 'O piloto é gratuito')}]`, ' e depois'],
    hangAfter: true,
  }));
  const stop = new AbortController();
  const answer = ai.answer({
    question: 'O piloto tem custo?',
    meetings: [fleetCall],
    history: [],
    signal: stop.signal,
  });
  const pieces: string[] = [];
  for await (const piece of answer.pieces) {
    pieces.push(piece);
    if (pieces.join('').includes('depois')) stop.abort();
  }
  expect(answer.result()).toEqual({
    content: 'O piloto é gratuito [1] e depois',
    citations: [expect.objectContaining({ segmentId: 's11' })],
  });
  await expect.poll(() => upstream!.requests[0]!.abortedByClient).toBe(true);
});

test('a provider failure is a ChatAiError saying why in Portuguese', async () => {
  const failing = await chatAiAnswering(() => ({ status: 503, message: 'overloaded' }));
  await expect(ask(failing, 'Qual o orçamento?', [crmDemo])).rejects.toThrow(
    new ChatAiError('O serviço de IA recusou a pergunta (HTTP 503). Tente de novo em instantes.'),
  );
  await upstream!.close();
  const unreachable = createOpenAiChatAi({ baseUrl: upstream!.baseUrl, apiKey: undefined, model: 'm' });
  upstream = undefined;
  await expect(ask(unreachable, 'Qual o orçamento?', [crmDemo])).rejects.toThrow(
    'Não consegui falar com o serviço de IA. Tente de novo em instantes.',
  );
  await chatAiAnswering(() => ({ hang: true }));
  const timingOut = createOpenAiChatAi({
    baseUrl: upstream!.baseUrl,
    apiKey: undefined,
    model: 'm',
    timeoutMs: 200,
  });
  await expect(ask(timingOut, 'Qual o orçamento?', [crmDemo])).rejects.toThrow(
    'O serviço de IA demorou demais para responder. Tente de novo em instantes.',
  );
});
