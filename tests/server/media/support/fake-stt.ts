import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedTranscriptionRequest = {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer };
};

/**
 * A local stand-in for an OpenAI-compatible `/audio/transcriptions` endpoint: records what it received
 * and answers `reply` (a verbose_json body) with `status`.
 */
export async function startFakeStt(reply: { status: number; body: unknown }) {
  const received: ReceivedTranscriptionRequest[] = [];
  const server = createServer(async (request, response) => {
    const form = await formDataOf(request);
    const file = form.get('file');
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      fields,
      file:
        file instanceof Blob
          ? { name: (file as File).name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) }
          : { name: '', type: '', bytes: Buffer.alloc(0) },
    });
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function formDataOf(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
}
