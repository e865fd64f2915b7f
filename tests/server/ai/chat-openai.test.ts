import { afterEach, expect, test, vi } from 'vitest';
import { ChatAiError } from '../../../server/providers/ai/chat/chat-ai.ts';
import { createOpenAiChatAi, embeddedAnswerNote } from '../../../server/providers/ai/chat/openai-chat.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import type { ChatContextMeeting } from '../../../server/providers/ai/chat/chat-ai.ts';
import {
  badModels,
  lineNumberIn,
  startOpenAiServer,
  type OpenAiTestServer,
  type Script,
} from '../support/openai-server.ts';
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

const numberOf = lineNumberIn;

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
  expect(sent.body.messages[0]!.content).toMatch(/Use somente as falas numeradas/);
  expect(sent.body.messages[0]!.content).toMatch(/sem listas com hífens/);
  // The whole call fits the context: every line goes, under the meeting's title and day.
  const prompt = promptOf(sent.body);
  expect(prompt).toMatch(new RegExp(`^Reunião “${crmDemo.title}” \\(\\d\\d/\\d\\d/\\d{4}\\):$`, 'm'));
  expect(prompt).toMatch(/^\[\d+\] 02:\d\d Juliana Ferraz: Temos uma verba/m);
  expect(prompt.split('\n').filter((line) => /^\[\d+\] /.test(line))).toHaveLength(crmDemo.segments.length);
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

test('a call longer than the context is cut to the lines structure picks, not only those the question words', async () => {
  // The seller's long presentation, with the client's concern and who decides far into it.
  const segments = Array.from({ length: 300 }, (_, index) => ({
    id: `p${index}`,
    speaker: 'Vendedor',
    startSeconds: index * 10,
    endSeconds: index * 10 + 9,
    text: `No slide ${index + 1} mostramos mais um detalhe da apresentação comercial, com exemplos e números do mercado.`,
  }));
  segments[150] = {
    ...segments[150]!,
    speaker: 'Cliente',
    text: 'Os dados ficam hospedados onde? Temos uma política interna sobre LGPD.',
  };
  segments[220] = {
    ...segments[220]!,
    speaker: 'Cliente',
    text: 'Quem assina é o Fernando, nosso diretor comercial.',
  };
  const long: ChatContextMeeting = { ...crmDemo, segments };
  upstream = await startOpenAiServer(
    (request) => `Hospedagem dos dados [${numberOf(promptOf(request), 'LGPD')}].`,
  );
  const ai = createOpenAiChatAi({
    baseUrl: upstream.baseUrl,
    apiKey: undefined,
    model: 'm',
    contextTokens: 4_096,
  });
  // Nothing in the question's words is said in the call ("objeção", "principal").
  const answer = await ask(ai, 'Qual foi a principal objeção do cliente?', [long]);
  const prompt = promptOf(upstream.requests[0]!.body);
  const shown = prompt.split('\n').filter((line) => /^\[\d+\] /.test(line));
  expect(shown.length).toBeLessThan(100);
  expect(prompt).toContain('Temos uma política interna sobre LGPD.');
  expect(prompt).toContain('Quem assina é o Fernando');
  expect(answer.citations).toEqual([expect.objectContaining({ segmentId: 'p150', speaker: 'Cliente' })]);
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

test.each([
  ['an error of the service', badModels.unavailable],
  ['no answer in time', badModels.timeout],
])(
  'a model failing before it says anything (%s) gives the embedded answer after a note',
  async (_, model) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    upstream = await startOpenAiServer(model);
    const ai = createOpenAiChatAi({
      baseUrl: upstream.baseUrl,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 200,
    });
    const answer = await ask(ai, 'Qual o orçamento?', [crmDemo]);
    const embedded = await ask(createEmbeddedChatAi(), 'Qual o orçamento?', [crmDemo]);
    expect(answer.content).toBe(embeddedAnswerNote + embedded.content);
    expect(answer.pieces.join('')).toBe(answer.content);
    expect(answer.citations).toEqual(embedded.citations);
    expect(answer.citations.length).toBeGreaterThan(0);
    vi.restoreAllMocks();
  },
);

test('an unreachable service gives the embedded answer too', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  upstream = await startOpenAiServer(() => 'nunca');
  const baseUrl = upstream.baseUrl;
  await upstream.close();
  upstream = undefined;
  const answer = await ask(
    createOpenAiChatAi({ baseUrl, apiKey: undefined, model: 'm' }),
    'Qual o orçamento?',
    [crmDemo],
  );
  expect(answer.content.startsWith(embeddedAnswerNote)).toBe(true);
  vi.restoreAllMocks();
});

test('a model that stops answering after it began is a ChatAiError: what was shown cannot be taken back', async () => {
  upstream = await startOpenAiServer(() => ({ chunks: ['A verba é de'], hangAfter: true }));
  const ai = createOpenAiChatAi({ baseUrl: upstream.baseUrl, apiKey: undefined, model: 'm', timeoutMs: 300 });
  await expect(ask(ai, 'Qual o orçamento?', [crmDemo])).rejects.toThrow(
    new ChatAiError('O serviço de IA demorou demais para responder. Tente de novo em instantes.'),
  );
});

test('with AI_EMBEDDING_MODEL a long call is also searched by meaning: a paraphrase no word matches finds its line', async () => {
  const segments = Array.from({ length: 300 }, (_, index) => ({
    id: `p${index}`,
    speaker: index % 2 === 0 ? 'Vendedor' : 'Cliente',
    startSeconds: index * 10,
    endSeconds: index * 10 + 9,
    text: `No slide ${index + 1} mostramos mais um detalhe da apresentação comercial, com exemplos do mercado.`,
  }));
  segments[180] = { ...segments[180]!, text: 'Se atrasar, o contrato prevê uma multa.' };
  const long: ChatContextMeeting = { ...crmDemo, segments };
  // An embedding model that knows "reprimenda" and "multa" mean nearly the same (the thesaurus does not).
  const embed = (text: string) => [/multa|reprim/i.test(text) ? 1 : 0, 0.2];
  const question = 'Existe alguma reprimenda prevista?';
  const settings = { apiKey: undefined, model: 'm', contextTokens: 4_096 };

  upstream = await startOpenAiServer(() => 'Não sei.', { embed });
  await ask(createOpenAiChatAi({ ...settings, baseUrl: upstream.baseUrl }), question, [long]);
  expect(promptOf(upstream.requests[0]!.body)).not.toContain('prevê uma multa');
  expect(upstream.embeddings).toEqual([]);
  await upstream.close();

  upstream = await startOpenAiServer(() => 'Não sei.', { embed });
  const withMeaning = createOpenAiChatAi({
    ...settings,
    baseUrl: upstream.baseUrl,
    embeddingModel: 'embedder',
  });
  await ask(withMeaning, question, [long]);
  expect(promptOf(upstream.requests[0]!.body)).toContain('Se atrasar, o contrato prevê uma multa.');
  expect(upstream.embeddings).toEqual([
    { model: 'embedder', input: [question, ...segments.map((s) => s.text)] },
  ]);
});

test('a transcript that fits is never sent to the embeddings: the model reads it whole', async () => {
  upstream = await startOpenAiServer(() => 'Não sei.', { embed: () => [1, 0] });
  await ask(
    createOpenAiChatAi({
      baseUrl: upstream.baseUrl,
      apiKey: undefined,
      model: 'm',
      embeddingModel: 'embedder',
    }),
    'Qual o orçamento?',
    [crmDemo],
  );
  expect(upstream.embeddings).toEqual([]);
});
