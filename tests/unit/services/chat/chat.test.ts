import { describe, expect, it } from 'vitest';
import { createChatClient } from '../../../../src/services/chat/chat.ts';
import type { ChatStreamEvent } from '../../../../src/api-contract/chat.ts';
import { createHttpClient, HttpError } from '../../../../src/services/http.ts';
import { answer, question } from '../../../model/chat/chat.fixtures.ts';

/** A body that arrives in the given pieces, one per read, as a network would cut it; it may break at the end. */
function streamOf(pieces: (string | Uint8Array)[], { breakAtEnd = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = [...pieces];
  return new ReadableStream({
    pull(controller) {
      const piece = queue.shift();
      if (piece !== undefined) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      else if (breakAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

/** A fetch answering `respond`, keeping each request's JSON body (ky hands over a Request whose body it owns). */
function recordingFetch(respond: () => Response) {
  const sent: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.clone().text();
    sent.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return respond();
  };
  return { fetch, sent };
}

const ndjson = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });

function clientWith(fetch: typeof globalThis.fetch) {
  return createChatClient(
    createHttpClient({
      fetch,
      prefixUrl: 'http://pauta.test/api',
      currentIdToken: async () => 'token-1',
      refreshIdToken: async () => {},
      basicCredentials: () => null,
    }),
  );
}

const line = (event: ChatStreamEvent) => `${JSON.stringify(event)}\n`;

describe('the chat client', () => {
  it('reads the answer line by line however the network cuts it, and resolves with the stored answer', async () => {
    const whole = [
      line({ type: 'question', message: question }),
      line({ type: 'delta', text: 'Enviar a proposta ' }),
      line({ type: 'delta', text: 'do piloto — até sexta [1].' }),
      line({ type: 'answer', message: answer }),
    ].join('');
    const bytes = new TextEncoder().encode(whole);
    // Cut in the middle of lines, and inside the two bytes of "é"/"—", so a character is split across chunks.
    const cuts = [7, 120, 121, bytes.indexOf(0xe2) + 1, bytes.length - 5];
    const pieces = [0, ...cuts].map((start, index) => bytes.slice(start, [...cuts, bytes.length][index]));
    const { fetch, sent } = recordingFetch(() => ndjson(streamOf(pieces)));
    const events: ChatStreamEvent[] = [];

    const stored = await clientWith(fetch).ask(
      'meeting-1',
      { content: 'Quais os próximos passos?' },
      { onEvent: (event) => events.push(event) },
    );

    expect(stored).toEqual(answer);
    expect(events.map((event) => event.type)).toEqual(['question', 'delta', 'delta', 'answer']);
    expect(events.filter((event) => event.type === 'delta').map((event) => event.text)).toEqual([
      'Enviar a proposta ',
      'do piloto — até sexta [1].',
    ]);
    expect(sent).toEqual([
      {
        url: 'http://pauta.test/api/meeting-chat/meeting-1/message',
        method: 'POST',
        authorization: 'Bearer token-1',
        body: { content: 'Quais os próximos passos?' },
      },
    ]);
  });

  it('asks across meetings at with-contexts, the first picked meeting in the path', async () => {
    const { fetch, sent } = recordingFetch(() =>
      ndjson(streamOf([line({ type: 'answer', message: answer })])),
    );
    await clientWith(fetch).ask(
      'meeting-1',
      { content: 'Quais objeções se repetem?', contextMeetingIds: ['meeting-1', 'meeting-2'] },
      { onEvent: () => {} },
    );
    expect(sent[0]?.url).toBe('http://pauta.test/api/meeting-chat/meeting-1/message/with-contexts');
    expect(sent[0]?.body).toEqual({
      content: 'Quais objeções se repetem?',
      contextMeetingIds: ['meeting-1', 'meeting-2'],
    });
  });

  it('a stream that ends before its answer, or sends a line that is not an event, is a PARSING_ERROR', async () => {
    const ended = clientWith(async () => ndjson(streamOf([line({ type: 'delta', text: 'Envi' })])));
    await expect(ended.ask('meeting-1', { content: 'Oi?' }, { onEvent: () => {} })).rejects.toMatchObject({
      status: 'PARSING_ERROR',
    });
    const garbled = clientWith(async () => ndjson(streamOf(['{"type":"delta"}\n'])));
    await expect(garbled.ask('meeting-1', { content: 'Oi?' }, { onEvent: () => {} })).rejects.toMatchObject({
      status: 'PARSING_ERROR',
    });
  });

  it('a connection lost mid-answer is a FETCH_ERROR after the pieces already shown', async () => {
    const events: ChatStreamEvent[] = [];
    const client = clientWith(async () =>
      ndjson(streamOf([line({ type: 'delta', text: 'Envi' })], { breakAtEnd: true })),
    );
    const error = await client
      .ask('meeting-1', { content: 'Oi?' }, { onEvent: (event) => events.push(event) })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(events).toEqual([{ type: 'delta', text: 'Envi' }]);
  });

  it('a refusal is an HttpError with the server sentence', async () => {
    const client = clientWith(
      async () =>
        new Response(
          JSON.stringify({ status: 400, title: 'Requisição inválida', message: 'Escreva uma pergunta.' }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await expect(client.ask('meeting-1', { content: ' ' }, { onEvent: () => {} })).rejects.toMatchObject({
      status: 400,
      body: { message: 'Escreva uma pergunta.' },
    });
  });

  it('reads the history oldest first', async () => {
    const { fetch, sent } = recordingFetch(
      () =>
        new Response(JSON.stringify([question, answer]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await clientWith(fetch).history('meeting 1')).toEqual([question, answer]);
    expect(sent[0]?.url).toBe('http://pauta.test/api/meeting-chat/meeting%201');
  });
});
