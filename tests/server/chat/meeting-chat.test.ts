import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { chatHistorySchema, type ChatMessage } from '../../../src/api-contract/chat.ts';
import { corpus } from '../../../server/db/seed/corpus/index.ts';
import type { ClientKey } from '../../../server/db/seed/clients.ts';
import {
  describeUploadsOnEveryDatabase,
  startUploadServer,
  type UploadServer,
} from '../media/support/upload-server.ts';
import { allChatEvents, chatEvents, segmentIdOf } from '../support/chat-stream.ts';
import { embeddedAnswerNote } from '../../../server/providers/ai/chat/openai-chat.ts';
import { startOpenAiServer, type OpenAiTestServer, type Script } from '../support/openai-server.ts';
import { bearer, signIn } from '../support/credentials.ts';
import { accounts, meetingIdAt, meetingPlan, ownedBy } from '../support/seed-facts.ts';

const seller = accounts.seller.email;

/** The seller's call with `client` in the seed, finished or not. */
function sellerCallWith(client: ClientKey, status = 'done'): string {
  const index = meetingPlan.findIndex(
    (plan) =>
      plan.owner === 'seller' && plan.kind !== 'internal' && plan.client === client && plan.status === status,
  );
  if (index < 0) throw new Error(`the seller has no ${status} call with ${client}`);
  return meetingIdAt(index);
}

const crmDemo = sellerCallWith('bomPreco');
const fleetCall = sellerCallWith('rotaSul');
const clinicCall = sellerCallWith('vidaPlena');
const removedBot = sellerCallWith('horizonte', 'bot_removed');
const fernandasMeeting = ownedBy('fernanda')[0]!;
const otherCompanysMeeting = ownedBy('otherCompany')[0]!;

function chatCalls(server: () => UploadServer) {
  return {
    ask: (meetingId: string, content: unknown, email = seller) =>
      server().call('POST', `/api/meeting-chat/${meetingId}/message`, email, { content }),
    askAbout: (meetingId: string, body: unknown, email = seller) =>
      server().call('POST', `/api/meeting-chat/${meetingId}/message/with-contexts`, email, body),
    async history(meetingId: string, email = seller): Promise<ChatMessage[]> {
      const response = await server().call('GET', `/api/meeting-chat/${meetingId}`, email);
      expect(response.status).toBe(200);
      return chatHistorySchema.parse(await response.json());
    },
  };
}

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(await response.json()).message;
}

/** The answer's text as streamed, and the stored question and answer. */
async function streamed(response: Response) {
  const events = await allChatEvents(response);
  const [first, ...rest] = events;
  const last = rest.at(-1);
  expect(first?.type).toBe('question');
  expect(last?.type).toBe('answer');
  const deltas = rest.slice(0, -1).map((event) => {
    expect(event.type).toBe('delta');
    return event.type === 'delta' ? event.text : '';
  });
  if (first?.type !== 'question' || last?.type !== 'answer') throw new Error('unexpected stream');
  return { question: first.message, answer: last.message, deltas };
}

describeUploadsOnEveryDatabase('AI chat about meetings (embedded AI)', {}, (server) => {
  const { ask, askAbout, history } = chatCalls(server);

  test('an answer streams as NDJSON, cites the next steps, and stays in the caller’s own conversation', async () => {
    expect(await history(crmDemo)).toEqual([]);
    const { question, answer, deltas } = await streamed(await ask(crmDemo, 'Quais os próximos passos?'));

    expect(question).toMatchObject({
      role: 'user',
      content: 'Quais os próximos passos?',
      contextMeetingIds: [crmDemo],
      status: 'complete',
    });
    // Streamed in pieces that make up the stored answer.
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(answer.content);
    expect(answer).toMatchObject({ role: 'assistant', status: 'complete', contextMeetingIds: [crmDemo] });
    expect(answer.citations.map((citation) => citation.segmentId)).toContain(
      segmentIdOf(corpus.crmSoftware, 'Então os próximos passos'),
    );
    for (const [index, citation] of answer.citations.entries()) {
      expect(citation.meetingId).toBe(crmDemo);
      expect(answer.content).toContain(`[${index + 1}]`);
    }

    expect(await history(crmDemo)).toEqual([question, answer]);
    // The leader sees the meeting, not the seller's conversation about it; they start their own.
    expect(await history(crmDemo, accounts.leader.email)).toEqual([]);
    const leaders = await streamed(await ask(crmDemo, 'Qual o orçamento?', accounts.leader.email));
    expect(await history(crmDemo, accounts.leader.email)).toEqual([leaders.question, leaders.answer]);
    expect(await history(crmDemo)).toEqual([question, answer]);
  });

  test('objections of a call are quoted from the client’s pushback', async () => {
    const { answer } = await streamed(await ask(fleetCall, 'Quais foram as objeções?'));
    const cited = answer.citations.map((citation) => citation.segmentId);
    expect(cited).toEqual(
      expect.arrayContaining([
        segmentIdOf(corpus.fleetLogistics, 'preciso ver isso na nossa operação'),
        segmentIdOf(corpus.fleetLogistics, 'orçamento desse ano já está fechado'),
        segmentIdOf(corpus.fleetLogistics, 'resistência enorme'),
      ]),
    );
  });

  test('a question about several meetings names each meeting and is kept in the chat of the meeting it was asked from', async () => {
    const contexts = [crmDemo, fleetCall, clinicCall];
    const { question, answer } = await streamed(
      await askAbout(fleetCall, { content: 'Quem decide a compra?', contextMeetingIds: contexts }),
    );
    expect(question.contextMeetingIds).toEqual(contexts);
    expect(answer.contextMeetingIds).toEqual(contexts);
    const cited = answer.citations.map(({ meetingId, segmentId }) => `${meetingId} ${segmentId}`);
    expect(cited).toEqual(
      expect.arrayContaining([
        `${crmDemo} ${segmentIdOf(corpus.crmSoftware, 'quem assina é o Fernando')}`,
        `${fleetCall} ${segmentIdOf(corpus.fleetLogistics, 'O dono, o seu Alberto')}`,
        `${clinicCall} ${segmentIdOf(corpus.saasRenewal, 'Quem decide é o conselho')}`,
      ]),
    );
    for (const citation of answer.citations) expect(answer.content).toContain(citation.meetingTitle);
    expect((await history(fleetCall)).slice(-2)).toEqual([question, answer]);
  });

  test('a meeting without a finished transcript says so, and the question is kept', async () => {
    const { question, answer, deltas } = await streamed(await ask(removedBot, 'Resuma em 5 tópicos'));
    expect(deltas).toEqual([]);
    expect(answer.status).toBe('failed');
    expect(answer.content).toMatch(/ainda não tem transcrição pronta/);
    expect(await history(removedBot)).toEqual([question, answer]);
  });

  test('a question about several meetings says which could not be read for lack of a transcript', async () => {
    const { answer, deltas } = await streamed(
      await askAbout(crmDemo, {
        content: 'Quais os próximos passos?',
        contextMeetingIds: [crmDemo, removedBot],
      }),
    );
    expect(answer.status).toBe('complete');
    expect(deltas.join('')).toBe(answer.content);
    expect(answer.content).toMatch(/\n\nSem transcrição pronta, não consultei: “[^”]+”\.$/);
    expect(new Set(answer.citations.map((citation) => citation.meetingId))).toEqual(new Set([crmDemo]));
  });

  test('bad bodies are refused in Portuguese and store nothing', async () => {
    const before = await history(clinicCall);
    expect(await refusal(await ask(clinicCall, '   '), 400)).toBe('Escreva uma pergunta.');
    expect(await refusal(await ask(clinicCall, 42), 400)).toBe('Escreva uma pergunta.');
    expect(await refusal(await ask(clinicCall, 'x'.repeat(2001)), 400)).toBe(
      'A pergunta pode ter no máximo 2000 caracteres.',
    );
    expect(await refusal(await askAbout(clinicCall, { content: 'Oi?', contextMeetingIds: [] }), 400)).toBe(
      'Escolha pelo menos uma reunião.',
    );
    expect(await refusal(await askAbout(clinicCall, { content: 'Oi?' }), 400)).toBe(
      'Escolha as reuniões da pergunta (uma lista de ids).',
    );
    const malformed = await fetch(`${server().baseUrl}/api/meeting-chat/${clinicCall}/message`, {
      method: 'POST',
      headers: {
        authorization: bearer(await signIn(server().baseUrl, seller)),
        'content-type': 'application/json',
      },
      body: '{"content": ',
    });
    expect(await refusal(malformed, 400)).toBe('Corpo da requisição não é um JSON válido.');
    expect(await history(clinicCall)).toEqual(before);
  });

  test('a meeting the caller may not see does not exist for the chat', async () => {
    for (const email of [accounts.fernanda.email, accounts.otherCompany.email]) {
      const hidden = await server().call('GET', `/api/meeting-chat/${crmDemo}`, email);
      expect(await refusal(hidden, 404)).toBe('Reunião não encontrada.');
      expect(await refusal(await ask(crmDemo, 'Quais os próximos passos?', email), 404)).toBe(
        'Reunião não encontrada.',
      );
    }
    expect(await refusal(await ask('nao-e-um-id', 'Oi?'), 404)).toBe('Reunião não encontrada.');
    const anonymous = await fetch(`${server().baseUrl}/api/meeting-chat/${crmDemo}`);
    expect(anonymous.status).toBe(401);
  });

  test('a context meeting the caller may not see refuses the question, naming it, and nothing is stored', async () => {
    const before = await history(clinicCall);
    for (const hidden of [fernandasMeeting, otherCompanysMeeting, 'nao-e-um-id']) {
      const message = await refusal(
        await askAbout(clinicCall, {
          content: 'Quais os próximos passos?',
          contextMeetingIds: [clinicCall, hidden],
        }),
        404,
      );
      expect(message).toBe(
        `A reunião ${hidden} não foi encontrada entre as que você pode ver; tire-a da seleção e pergunte de novo.`,
      );
    }
    expect(await history(clinicCall)).toEqual(before);
    // An administrator sees the whole company, so the same selection is answered for them.
    const admins = await streamed(
      await askAbout(
        clinicCall,
        { content: 'Quais os próximos passos?', contextMeetingIds: [clinicCall, fernandasMeeting] },
        accounts.admin.email,
      ),
    );
    expect(admins.answer.status).toBe('complete');
  });
});

describe('AI chat through an OpenAI-compatible model (AI_BASE_URL)', () => {
  let upstream: OpenAiTestServer | undefined;
  let app: (UploadServer & { close(): Promise<void> }) | undefined;
  /** What the model answers in the running test; anything else the server asks it gets a plain text. */
  let answering: Script = () => 'Sem resposta.';

  beforeAll(async () => {
    upstream = await startOpenAiServer((request, index) =>
      request.stream ? answering(request, index) : '{}',
    );
    app = await startUploadServer('pglite', { AI_BASE_URL: upstream.baseUrl, AI_MODEL: 'modelo-de-teste' });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const server = () => app!;
  const { history } = chatCalls(server);
  const passageNumber = (request: { messages: Array<{ content: string }> }, words: string) => {
    const line = request.messages
      .at(-1)!
      .content.split('\n')
      .find((candidate) => candidate.includes(words));
    return Number(/^\[(\d+)\]/.exec(line ?? '')?.[1]);
  };

  /** Asks as the seller with a request the test can abort. */
  async function askAbortable(meetingId: string, content: string, signal: AbortSignal) {
    return fetch(`${server().baseUrl}/api/meeting-chat/${meetingId}/message`, {
      method: 'POST',
      headers: {
        authorization: bearer(await signIn(server().baseUrl, seller)),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content }),
      signal,
    });
  }

  test('the answer arrives while the model writes it, and is stored with the passages it cited', async () => {
    const delayMs = 60;
    answering = (request) => ({
      chunks: [
        'A verba ',
        'aprovada ',
        'é de ',
        'até oito ',
        'mil reais ',
        `por mês [${passageNumber(request, 'verba aprovada')}].`,
      ],
      delayMs,
    });
    const events = await allChatEvents(
      await server().call('POST', `/api/meeting-chat/${crmDemo}/message`, seller, {
        content: 'Qual o orçamento?',
      }),
    );
    const deltas = events.filter((event) => event.type === 'delta');
    const answer = events.at(-1)!;
    expect(deltas).toHaveLength(6);
    // The first piece was shown long before the model finished writing.
    expect(answer.at - deltas[0]!.at).toBeGreaterThanOrEqual(4 * delayMs);
    if (answer.type !== 'answer') throw new Error('the stream did not end with the answer');
    expect(answer.message).toMatchObject({
      status: 'complete',
      content: 'A verba aprovada é de até oito mil reais por mês [1].',
    });
    expect(answer.message.citations).toEqual([
      expect.objectContaining({
        meetingId: crmDemo,
        segmentId: segmentIdOf(corpus.crmSoftware, 'verba aprovada'),
      }),
    ]);
    expect((await history(crmDemo)).at(-1)).toEqual(answer.message);
  });

  test('stopping mid-answer aborts the model’s request and stores what was produced as stopped', async () => {
    answering = (request) => ({
      chunks: [`O piloto é gratuito [${passageNumber(request, 'O piloto é gratuito')}]`, ' e depois'],
      hangAfter: true,
    });
    const requestsBefore = upstream!.requests.length;
    const stop = new AbortController();
    const seen: string[] = [];
    for await (const event of chatEvents(await askAbortable(fleetCall, 'O piloto tem custo?', stop.signal))) {
      if (event.type === 'delta') seen.push(event.text);
      if (seen.join('').includes('depois')) break;
    }
    stop.abort();
    await expect.poll(() => upstream!.requests[requestsBefore]?.abortedByClient).toBe(true);
    await expect.poll(async () => (await history(fleetCall)).at(-1)?.status).toBe('stopped');
    const [question, stopped] = (await history(fleetCall)).slice(-2);
    expect(question).toMatchObject({ role: 'user', content: 'O piloto tem custo?' });
    expect(stopped).toMatchObject({ role: 'assistant', content: 'O piloto é gratuito [1] e depois' });
    expect(stopped!.citations.map((citation) => citation.segmentId)).toEqual([
      segmentIdOf(corpus.fleetLogistics, 'O piloto é gratuito'),
    ]);
  });

  test('a model that fails before answering gives the embedded answer after a note, never a broken answer', async () => {
    answering = () => ({ status: 500, message: 'boom' });
    const events = await allChatEvents(
      await server().call('POST', `/api/meeting-chat/${clinicCall}/message`, seller, {
        content: 'Qual o desconto?',
      }),
    );
    expect(events[0]!.type).toBe('question');
    expect(events.at(-1)!.type).toBe('answer');
    const [question, answered] = (await history(clinicCall)).slice(-2);
    expect(question).toMatchObject({ role: 'user', content: 'Qual o desconto?', status: 'complete' });
    expect(answered).toMatchObject({ role: 'assistant', status: 'complete' });
    expect(answered!.content.startsWith(embeddedAnswerNote)).toBe(true);
  });
});
