import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatMessage = { role: string; content: string };

/** The parts of a chat-completions request a test looks at; the rest stays in `raw`. */
export type ChatCompletionRequest = {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  /** `json_schema` for structured output: the shape the reply must take, under a name. */
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  raw: Record<string, unknown>;
};

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: ChatCompletionRequest;
  /** Becomes true when the client went away before the reply ended (an aborted stream or a timeout). */
  abortedByClient: boolean;
};

/**
 * What the server does with one request:
 * - a string, or `{ content }`: the assistant's text (JSON body, or SSE chunks when `stream: true`);
 * - `{ json }`: the same with `JSON.stringify(json)` as the text (for JSON-mode callers);
 * - `{ chunks }`: exactly these SSE deltas; `delayMs` between them; `hangAfter` keeps the stream open
 *   after the last one instead of sending `[DONE]` (to test a reader's stop button or timeout);
 * - `{ status }`: an OpenAI-style error with that HTTP status;
 * - `{ hang: true }`: never answers (headers included).
 */
export type ScriptedReply =
  | string
  | { content: string; delayMs?: number }
  | { json: unknown }
  | { chunks: string[]; delayMs?: number; hangAfter?: boolean }
  | { status: number; message?: string }
  | { hang: true };

export type Script = (
  request: ChatCompletionRequest,
  index: number,
) => ScriptedReply | Promise<ScriptedReply>;

export type OpenAiTestServer = {
  /** Ends in `/v1`, as AI_BASE_URL does. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What `POST /v1/embeddings` was asked, when the server embeds. */
  embeddings: Array<{ model: string; input: string[] }>;
  close(): Promise<void>;
};

/** A deterministic embedding of a text, standing in for an embedding model. */
export type Embed = (text: string) => number[];

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: `POST /v1/chat/completions` answers what
 * `script` says, in JSON or, for `stream: true`, as server-sent events the way OpenAI sends them; with
 * `embed`, `POST /v1/embeddings` answers each input's vector as OpenAI does. The code under test talks to it
 * over HTTP exactly as it would to a provider, so nothing inside it is replaced.
 */
export async function startOpenAiServer(
  script: Script,
  { embed }: { embed?: Embed } = {},
): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  const embeddings: OpenAiTestServer['embeddings'] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (embed && request.method === 'POST' && request.url === '/v1/embeddings') {
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string[] };
      embeddings.push(asked);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          model: asked.model,
          data: asked.input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
        }),
      );
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      sendError(response, 404, `Unknown path ${request.method} ${request.url}`);
      return;
    }
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      sendError(response, 400, 'Body is not JSON');
      return;
    }
    const body = { ...(raw as Omit<ChatCompletionRequest, 'raw'>), raw };
    const recorded: RecordedRequest = {
      path: request.url,
      authorization: request.headers.authorization,
      body,
      abortedByClient: false,
    };
    requests.push(recorded);
    response.on('close', () => {
      if (!response.writableFinished) recorded.abortedByClient = true;
    });
    const reply = await script(body, requests.length - 1);
    await answer(response, reply, body.stream === true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    embeddings,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging replies keep their sockets open; a test's end must not wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(response: ServerResponse, reply: ScriptedReply, stream: boolean): Promise<void> {
  if (typeof reply === 'string') return answer(response, { content: reply }, stream);
  if ('hang' in reply) return;
  if ('status' in reply) return sendError(response, reply.status, reply.message ?? 'Scripted failure');
  if ('json' in reply) return answer(response, { content: JSON.stringify(reply.json) }, stream);
  if ('chunks' in reply) {
    if (!stream) return sendCompletion(response, reply.chunks.join(''));
    return sendStream(response, reply.chunks, reply.delayMs ?? 0, reply.hangAfter ?? false);
  }
  if (!stream) return sendCompletion(response, reply.content);
  // Word by word, as a model produces it.
  return sendStream(response, reply.content.match(/\S+\s*|\s+/g) ?? [], reply.delayMs ?? 0, false);
}

function sendCompletion(response: ServerResponse, content: string) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

async function sendStream(response: ServerResponse, deltas: string[], delayMs: number, hangAfter: boolean) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  response.write(event({ role: 'assistant' }));
  for (const content of deltas) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    response.write(event({ content }));
  }
  if (hangAfter) return;
  response.write(event({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

function sendError(response: ServerResponse, status: number, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { message, type: 'test_error' } }));
}

/**
 * A model that answers in the structured format: it refuses (400, as a strict server does) a request that
 * does not ask for `json_schema`, and otherwise replies with what `reply` makes of the request as JSON.
 */
export function structuredModel(reply: (request: ChatCompletionRequest) => unknown): Script {
  return (request) =>
    request.response_format?.type === 'json_schema' && request.response_format.json_schema?.schema
      ? { json: reply(request) }
      : { status: 400, message: 'response_format json_schema expected' };
}

/** The ways a model answers badly, as the tests play them. */
export const badModels = {
  /** Text around broken JSON, as a small model that ignored the format writes. */
  wrongJson: (): ScriptedReply => 'Claro! Aqui está a resposta: {"answers": [{"question": 1,',
  /** Valid JSON in another shape. */
  wrongShape: (): ScriptedReply => ({ json: { resposta: 'O orçamento é de oito mil.' } }),
  /** Never answers: the caller's time limit must end the wait. */
  timeout: (): ScriptedReply => ({ hang: true }),
  /** The service itself fails. */
  unavailable: (): ScriptedReply => ({ status: 503, message: 'overloaded' }),
} satisfies Record<string, Script>;

/** The number a prompt gives the line that says `words` ("[12] 03:07 Juliana Ferraz: ..."). */
export function lineNumberIn(prompt: string, words: string): number {
  const line = prompt.split('\n').find((candidate) => candidate.includes(words));
  const number = line && /^\[(\d+)\]/.exec(line)?.[1];
  if (!number) throw new Error(`no line says “${words}” in:\n${prompt}`);
  return Number(number);
}
