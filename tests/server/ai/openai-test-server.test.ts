import { afterEach, expect, test } from 'vitest';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.ts';

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function post(body: unknown, signal?: AbortSignal) {
  return fetch(`${server!.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

/** The contents of an SSE body's deltas, and whether it ended with [DONE]. */
function deltasOf(text: string) {
  const events = text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice('data: '.length));
  const done = events.at(-1) === '[DONE]';
  const contents = events
    .filter((event) => event !== '[DONE]')
    .map(
      (event) =>
        (JSON.parse(event) as { choices: [{ delta: { content?: string } }] }).choices[0].delta.content,
    )
    .filter((content) => content !== undefined);
  return { contents, done };
}

test('the test server streams the scripted reply as OpenAI SSE chunks ending in [DONE]', async () => {
  server = await startOpenAiServer((request) => `Você perguntou: ${request.messages.at(-1)!.content}`);
  const response = await post({ model: 'm', stream: true, messages: [{ role: 'user', content: 'oi' }] });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const { contents, done } = deltasOf(await response.text());
  expect(contents.join('')).toBe('Você perguntou: oi');
  expect(contents.length).toBeGreaterThan(1);
  expect(done).toBe(true);
  expect(server.requests[0]!.body.stream).toBe(true);
});

test('without stream the same reply is one JSON completion', async () => {
  server = await startOpenAiServer(() => ({ json: { ok: true } }));
  const body = (await (await post({ model: 'm', messages: [] })).json()) as {
    choices: [{ message: { content: string } }];
  };
  expect(JSON.parse(body.choices[0].message.content)).toEqual({ ok: true });
});

test('a stream left hanging is seen as aborted when the client stops reading', async () => {
  server = await startOpenAiServer(() => ({ chunks: ['Um ', 'dois'], hangAfter: true }));
  const controller = new AbortController();
  const response = await post({ model: 'm', stream: true, messages: [] }, controller.signal);
  const reader = response.body!.getReader();
  await reader.read();
  controller.abort();
  await expect.poll(() => server!.requests[0]!.abortedByClient).toBe(true);
});
